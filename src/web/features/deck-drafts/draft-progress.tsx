import { LoaderCircle } from 'lucide-react';
import type { DeckDraftStage } from '../../../shared/deck-drafts';
import { useTranslation } from '../../i18n/use-translation';

/** "Reading your deck…", then "Drafting your profile…", with the pages read once known; announced politely. */
export function DraftProgress({ stage, pagesRead }: { stage: DeckDraftStage; pagesRead: number | null }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="mb-4 flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300" data-draft-progress={stage}>
      <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin text-brand-600 motion-reduce:animate-none dark:text-brand-400" />
      <span>
        {t(stage === 'reading' ? 'deckDraft.reading' : 'deckDraft.drafting')}
        {pagesRead !== null && (
          <span className="text-zinc-500 dark:text-zinc-400"> · {t('deckDraft.pagesRead', { count: pagesRead })}</span>
        )}
      </span>
    </p>
  );
}
