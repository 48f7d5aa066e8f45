import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PitchDeck } from '../../../shared/pitch-deck';
import { formatDate } from '../../../shared/format';
import { notify } from '../../app/notifications';
import { iconButtonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/form-errors';
import { DeckTypeIcon } from './deck-type-icon';
import { formatFileSize } from './file-size';
import { useDeletePitchDeck } from './use-delete-pitch-deck';

/** The uploaded decks with download and a confirmed delete. */
export function DeckList({ decks }: { decks: PitchDeck[] }) {
  const { t, i18n } = useTranslation();
  const remove = useDeletePitchDeck();
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
          <li key={deck.id} className="flex items-center gap-3 px-3 py-2.5" data-deck-id={deck.id}>
            <DeckTypeIcon type={deck.file_type} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100" title={deck.file_name}>
                <span dir="auto">{deck.file_name}</span>
              </p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                {formatFileSize(deck.size, i18n.language, (count, formatted) => t('pitchDeck.bytes', { count, formatted }))} · {t('pitchDeck.uploadedOn', { date: formatDate(deck.uploaded_at, i18n.language) })}
              </p>
            </div>
            <a href={deck.url} download className={iconButtonClass} aria-label={t('pitchDeck.download', { name: deck.file_name })}>
              <Download aria-hidden className="size-4" />
            </a>
            <button type="button" onClick={() => setPending(deck)} className={`${iconButtonClass} hover:text-red-600 dark:hover:text-red-400`} aria-label={t('pitchDeck.delete', { name: deck.file_name })}>
              <Trash2 aria-hidden className="size-4" />
            </button>
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
