import { useState, type FormEvent } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { useTranslation } from '../../i18n/use-translation';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { CheckboxOption } from '../../components/checkbox-option';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { usePitchDecks } from '../../lib/use-pitch-decks';
import { errorMessage } from '../../lib/form-errors';
import { PageLanguageChoice } from './page-language-choice';
import { useCreateShareLink } from './use-share-link-changes';

/** A name, the two options of DESIGN §10 and the page's language (§14), then Create; what was typed and chosen stays after a failure. */
export function NewShareLinkForm({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateShareLink();
  const decks = usePitchDecks();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [includeContact, setIncludeContact] = useState(false);
  const [locale, setLocale] = useState<Locale | null>(null);
  // Until changed, the deck is in when there is a primary deck to show (as the server decides).
  const [chosenDeck, setChosenDeck] = useState<boolean>();
  const includeDeck = chosenDeck ?? decks.data?.some((deck) => deck.is_primary) ?? false;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNameError(undefined);
    create.mutate(
      { name, include_contact: includeContact, include_deck: includeDeck, locale },
      {
        onSuccess: (answer) => {
          notify.success(answer.message ?? t('shareLinks.created'));
          setName('');
          onCreated(answer.data.id);
        },
        onError: (error) => {
          const message = error instanceof ApiError && error.isValidation ? error.errors.name?.[0] : undefined;
          if (message) setNameError(message);
          else notify.error(errorMessage(error, t('shareLinks.createFailed')));
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800" data-share-link-form>
      <fieldset disabled={create.isPending}>
        <legend className="px-2 pb-1 text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('shareLinks.newLink')}</legend>
        <TextField
          className="px-2 pb-2"
          label={t('shareLinks.name')}
          hint={t('shareLinks.nameHint')}
          placeholder={t('shareLinks.namePlaceholder')}
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          autoComplete="off"
        />
        <CheckboxOption
          name="include_contact"
          label={t('shareLinks.includeContact')}
          hint={t('shareLinks.includeContactHint')}
          checked={includeContact}
          onChange={setIncludeContact}
        />
        <CheckboxOption
          name="include_deck"
          label={t('shareLinks.includeDeck')}
          hint={t('shareLinks.includeDeckHint')}
          checked={includeDeck}
          onChange={setChosenDeck}
        />
        <PageLanguageChoice value={locale} onChange={setLocale} />
        <div className="flex justify-end px-2 pt-2">
          <Button type="submit">{create.isPending ? t('shareLinks.creating') : t('shareLinks.create')}</Button>
        </div>
      </fieldset>
    </form>
  );
}
