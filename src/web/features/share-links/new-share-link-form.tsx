import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/form-errors';
import { useCreateShareLink } from './use-share-link-changes';

/** One option of a new link: a checkbox with its explanation, the whole row a 44 px target. */
function LinkOption({
  name,
  label,
  hint,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-zinc-50 dark:hover:bg-zinc-800/60">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 rounded border-zinc-300 accent-brand-600 dark:border-zinc-600"
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-zinc-900 dark:text-zinc-100">{label}</span>
        <span id={hintId} className="block text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </span>
      </span>
    </label>
  );
}

/** The two options of DESIGN §10 and the Create button; what was chosen stays after a failure. */
export function NewShareLinkForm() {
  const { t } = useTranslation();
  const create = useCreateShareLink();
  const [includeContact, setIncludeContact] = useState(false);
  const [includeDeck, setIncludeDeck] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { include_contact: includeContact, include_deck: includeDeck },
      {
        onSuccess: (answer) => notify.success(answer.message ?? t('shareLinks.created')),
        onError: (error) => notify.error(errorMessage(error, t('shareLinks.createFailed'))),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800" data-share-link-form>
      <fieldset disabled={create.isPending}>
        <legend className="px-2 pb-1 text-sm font-semibold text-zinc-900 dark:text-zinc-100">{t('shareLinks.newLink')}</legend>
        <LinkOption
          name="include_contact"
          label={t('shareLinks.includeContact')}
          hint={t('shareLinks.includeContactHint')}
          checked={includeContact}
          onChange={setIncludeContact}
        />
        <LinkOption
          name="include_deck"
          label={t('shareLinks.includeDeck')}
          hint={t('shareLinks.includeDeckHint')}
          checked={includeDeck}
          onChange={setIncludeDeck}
        />
        <div className="flex justify-end px-2 pt-2">
          <Button type="submit">{create.isPending ? t('shareLinks.creating') : t('shareLinks.create')}</Button>
        </div>
      </fieldset>
    </form>
  );
}
