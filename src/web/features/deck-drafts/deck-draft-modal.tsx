import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { MODALS } from '../../../shared/modals';
import { useTranslation } from '../../i18n/use-translation';
import { openModal } from '../../app/modal-host';
import type { ModalProps } from '../../app/modal-registry';
import { notify } from '../../app/notifications';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes';
import { Button } from '../../components/button';
import { DraftFailure } from '../../components/draft-failure';
import { ModalFrame } from '../../components/modal-frame';
import { splitKey } from '../../components/review/review-rows';
import { ReviewSurface } from '../../components/review/review-surface';
import { useSaveSelected } from '../../components/review/use-save-selected';
import { errorMessage } from '../../lib/form-errors';
import { usePitchDecks } from '../../lib/use-pitch-decks';
import { DraftNotes } from './draft-notes';
import { DraftProgress } from './draft-progress';
import { useDeckDraft } from './use-deck-draft';
import { useDraftRecords } from './use-draft-records';
import { useDraftRows } from './use-draft-rows';

/**
 * deck-draft-modal (DESIGN §12): drafts the profile from a deck (the one the deck list named, else the
 * primary), shows the proposals as they arrive, then the §11 review; nothing is saved before "Save selected".
 */
export default function DeckDraftModal({ context, onClose }: ModalProps) {
  const { t, i18n } = useTranslation();
  const decks = usePitchDecks();
  const deckId = context.deckId ?? (decks.data?.find((deck) => deck.is_primary) ?? decks.data?.[0])?.id ?? null;
  const { state, retry } = useDeckDraft(deckId);
  const records = useDraftRecords();
  const proposals = state.status === 'done' ? state.draft.proposals : state.status === 'drafting' ? state.proposals : [];
  const rows = useDraftRows(proposals, records.records);
  const review = useSaveSelected(rows, records.records);
  const [savedLabels, setSavedLabels] = useState<string[]>([]);
  const [isFinished, setIsFinished] = useState(false);
  const guard = useUnsavedChangesGuard(review.isUnsaved && !isFinished, () => undefined, t('review.discardMessage'));
  const list = (labels: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(labels);
  const backToDecks = () => guard.requestClose(() => openModal(MODALS.pitchDeck));

  const handleSave = async () => {
    const outcome = await review.saveSelected();
    const saved = [...savedLabels, ...outcome.saved];
    setSavedLabels(saved);
    if (outcome.saved.length > 0) notify.success(t('review.saved', { fields: list(outcome.saved) }));
    for (const { record, error } of outcome.failed) {
      const labels = rows.filter((row) => splitKey(row.key).record === record && review.isChecked(row)).map((row) => row.label);
      notify.error(t('review.saveFailed', { fields: list(labels), message: errorMessage(error, t('errors.generic')) }));
    }
    if (outcome.conflicted.length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-modal="deck-draft-modal"] [data-conflict-view]')?.focus());
    } else if (outcome.failed.length === 0) {
      guard.release();
      setIsFinished(true);
    }
  };

  const isReviewing = state.status === 'done' && !isFinished && !records.isError;
  const footer = isReviewing ? (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button onClick={() => void handleSave()} disabled={!review.canSave} data-action="save-selected">
        {review.isSaving ? t('review.saving') : t('review.saveSelected')}
      </Button>
    </>
  ) : (
    <Button variant="secondary" onClick={onClose}>
      {t('common.close')}
    </Button>
  );

  return (
    <ModalFrame title={t('deckDraft.title')} description={t('deckDraft.description')} onClose={onClose} footer={footer}>
      {isFinished ? (
        <div role="status" className="flex gap-3 text-sm" data-draft-saved>
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
          <div className="space-y-1">
            <p className="font-medium text-zinc-900 dark:text-zinc-50">{t('deckDraft.savedTitle')}</p>
            {savedLabels.length > 0 && (
              <p className="text-zinc-700 dark:text-zinc-300">{t('review.saved', { fields: list(savedLabels) })}</p>
            )}
            <p className="text-zinc-500 dark:text-zinc-400">{t('deckDraft.savedHint')}</p>
          </div>
        </div>
      ) : decks.isSuccess && deckId === null ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('deckDraft.noDeck')}</p>
      ) : records.isError ? (
        <div role="alert" className="space-y-3 text-sm">
          <p className="text-zinc-700 dark:text-zinc-300">{t('errors.loadFailed')}</p>
          <Button variant="secondary" onClick={records.refetch}>
            {t('common.retry')}
          </Button>
        </div>
      ) : state.status === 'failed' ? (
        <DraftFailure
          error={state.error}
          texts={{
            assistantOff: t('deckDraft.assistantOff'),
            assistantOffHow: t('deckDraft.assistantOffHow', { setting: 'AI_PROVIDER' }),
            failed: t('deckDraft.failed'),
          }}
          onRetry={retry}
          source={{ field: 'deck_id', backLabel: t('deckDraft.backToDecks'), backAction: 'back-to-decks', onBack: backToDecks }}
        />
      ) : (
        <>
          {state.status === 'drafting' ? (
            <DraftProgress stage={state.stage} pagesRead={state.pagesRead} />
          ) : (
            <DraftNotes draft={state.draft} />
          )}
          {!records.isLoading && <ReviewSurface rows={rows} review={review} isDisabled={state.status === 'drafting'} />}
        </>
      )}
    </ModalFrame>
  );
}
