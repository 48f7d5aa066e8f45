import { Download, Eye, Sparkles, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PitchDeck } from '../../../shared/pitch-deck';
import { formatDate } from '../../../shared/format';
import { MODALS } from '../../../shared/modals';
import { openModal } from '../../app/modal-host';
import { notify } from '../../app/notifications';
import { iconButtonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/form-errors';
import { DeckTypeIcon } from './deck-type-icon';
import { formatFileSize } from './file-size';
import { useDeletePitchDeck } from './use-delete-pitch-deck';
import { useMakePrimaryDeck } from './use-make-primary-deck';

/** The uploaded decks with preview, the primary marker, download and a confirmed delete; `focusId`'s row takes the focus as it appears. */
export function DeckList({
  decks,
  focusId,
  onPreview,
}: {
  decks: PitchDeck[];
  focusId: string | null;
  onPreview: (deck: PitchDeck) => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeletePitchDeck();
  const makePrimary = useMakePrimaryDeck();

  const handleMakePrimary = (deck: PitchDeck) =>
    makePrimary.mutate(deck.id, {
      onSuccess: (answer) => notify.success(answer.message ?? t('deckPreview.primarySet')),
      onError: (error) => notify.error(errorMessage(error, t('deckPreview.primaryFailed'))),
    });
  const [pending, setPending] = useState<PitchDeck | null>(null);

  const handleConfirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: (answer) => notify.success(answer.message ?? t('pitchDeck.deleted')),
      onError: (error) => notify.error(errorMessage(error, t('pitchDeck.deleteFailed'))),
      onSettled: () => setPending(null),
    });
  };

  return (
    <>
      <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-deck-list>
        {decks.map((deck) => (
          <li key={deck.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5" data-deck-id={deck.id}>
            <DeckTypeIcon type={deck.file_type} />
            {/* On a phone the actions wrap below the name instead of squeezing it. */}
            <div className="min-w-0 flex-1 basis-48">
              <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-zinc-900 dark:text-zinc-100">
                <span dir="auto" className="truncate" title={deck.file_name}>
                  {deck.file_name}
                </span>
                {deck.is_primary && (
                  <span
                    className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
                    title={t('deckPreview.primaryHint')}
                    data-primary-deck
                  >
                    {t('deckPreview.primary')}
                  </span>
                )}
              </p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                {formatFileSize(deck.size, i18n.language, (count, formatted) => t('pitchDeck.bytes', { count, formatted }))} ·{' '}
                {t('pitchDeck.uploadedOn', { date: formatDate(deck.uploaded_at, i18n.language) })}
              </p>
              {/* A PPT has no slide XML or text layer to read: it is offered for PDF and PPTX only (DESIGN §12). */}
              {deck.file_type !== 'ppt' && (
                <button
                  type="button"
                  onClick={() => openModal(MODALS.deckDraft, { deckId: deck.id })}
                  className="mt-1 inline-flex items-center gap-1.5 rounded-sm text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 max-sm:min-h-11 dark:text-brand-300"
                  data-action="draft-from-deck"
                >
                  <Sparkles aria-hidden className="size-3.5 shrink-0" />
                  {t('deckDraft.action')}
                </button>
              )}
            </div>
            <div className="flex items-center max-sm:ms-auto">
              <button
                type="button"
                onClick={() => onPreview(deck)}
                autoFocus={deck.id === focusId}
                className={iconButtonClass}
                aria-label={t('deckPreview.preview', { name: deck.file_name })}
                title={t('deckPreview.title')}
                data-deck-preview-button
              >
                <Eye aria-hidden className="size-4" />
              </button>
              {!deck.is_primary && (
                <button
                  type="button"
                  onClick={() => handleMakePrimary(deck)}
                  disabled={makePrimary.isPending}
                  className={iconButtonClass}
                  aria-label={t('deckPreview.makePrimary', { name: deck.file_name })}
                  title={t('deckPreview.makePrimary', { name: deck.file_name })}
                  data-make-primary
                >
                  <Star aria-hidden className="size-4" />
                </button>
              )}
              <a href={deck.url} download className={iconButtonClass} aria-label={t('pitchDeck.download', { name: deck.file_name })}>
                <Download aria-hidden className="size-4" />
              </a>
              <button
                type="button"
                onClick={() => setPending(deck)}
                className={`${iconButtonClass} hover:text-red-600 dark:hover:text-red-400`}
                aria-label={t('pitchDeck.delete', { name: deck.file_name })}
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        message={pending ? t('pitchDeck.confirmDelete') : null}
        confirmLabel={t('confirm.delete')}
        isPending={remove.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
