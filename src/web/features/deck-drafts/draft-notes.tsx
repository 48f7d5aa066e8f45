import { Info } from 'lucide-react';
import type { DeckDraft } from '../../../shared/deck-drafts';
import { useTranslation } from '../../i18n/use-translation';

/** What the draft left out, said plainly: values the deck doesn't say or that don't fit, and a deck read only in part. */
export function DraftNotes({ draft }: { draft: DeckDraft }) {
  const { t } = useTranslation();
  const count = (reason: 'unsupported' | 'invalid') => draft.skipped.filter((skipped) => skipped.reason === reason).length;
  const notes: string[] = [];
  if (draft.proposals.length === 0) notes.push(t('deckDraft.nothingProposed'));
  if (count('unsupported') > 0) notes.push(t('deckDraft.unsupported', { count: count('unsupported') }));
  if (count('invalid') > 0) notes.push(t('deckDraft.invalid', { count: count('invalid') }));
  if (draft.truncated) notes.push(t('deckDraft.truncated'));
  if (notes.length === 0) return null;
  return (
    <div
      className="mb-4 flex gap-2 rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300"
      data-draft-notes
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
      <div className="space-y-1">
        {notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </div>
    </div>
  );
}
