import { Info, LoaderCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { isRichTextKey, type ProfileLocale, type Translation } from '../../../shared/translation';
import { notify } from '../../app/notifications';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes';
import { Button } from '../../components/button';
import { DraftFailure } from '../../components/draft-failure';
import { ModalFrame } from '../../components/modal-frame';
import type { RecordShape, ReviewRecord, ReviewRow } from '../../components/review/review-rows';
import { ReviewSurface } from '../../components/review/review-surface';
import { useSaveSelected } from '../../components/review/use-save-selected';
import { useTranslation } from '../../i18n/use-translation';
import { errorMessage } from '../../lib/form-errors';
import type { FormRecord } from '../../lib/record-merge';
import { translationPaths } from './use-profile-translation';
import { useTranslationDraft, type TranslationDraftRequest } from './use-translation-draft';

/** The review's one record: its rows are `translation.<key>`, e.g. `[data-proposal="translation.startup-brief.problem"]`. */
export const TRANSLATION_RECORD = 'translation';

/** The translation in the review: its fields are its texts, by key; a save sends the checked ones only. */
export const TRANSLATION_SHAPE: RecordShape = {
  valueOf: (data, key) => (data as unknown as Translation).fields[key]?.value ?? '',
  payloadOf: (data, fields) => ({ locale: (data as unknown as Translation).locale, fields }),
};

export interface TranslationReviewProps {
  title: string;
  locale: ProfileLocale;
  request: TranslationDraftRequest;
  /** The translation as read when the review opened, and its ETag: "Save selected" saves over exactly that. */
  translation: Translation;
  etag: string | null;
  labelOf: (key: string) => string;
  /** Back to the translated version: after a save, or without one. */
  onBack: () => void;
  onClose: () => void;
}

/**
 * A drafted translation through the §11 review: what is saved now beside what the assistant proposes,
 * word by word, a checkbox each; "Save selected" saves the checked texts through POST /api/startup/translation.
 */
export function TranslationReview({ title, locale, request, translation, etag, labelOf, onBack, onClose }: TranslationReviewProps) {
  const { t, i18n } = useTranslation();
  const { state, retry } = useTranslationDraft(locale, request);
  const [records] = useState<Record<string, ReviewRecord>>(() => ({
    [TRANSLATION_RECORD]: { paths: translationPaths(locale), data: translation as unknown as FormRecord, etag, shape: TRANSLATION_SHAPE },
  }));
  const proposals = useMemo(
    () => (state.status === 'done' ? state.draft.proposals : state.status === 'drafting' ? state.proposals : []),
    [state],
  );
  const rows = useMemo(
    () =>
      proposals.flatMap(({ key, value }): ReviewRow[] => {
        const current = translation.fields[key]?.value ?? '';
        if (!request.keys.includes(key) || current === value) return [];
        return [
          {
            key: `${TRANSLATION_RECORD}.${key}`,
            label: labelOf(key),
            current,
            proposed: value,
            kind: isRichTextKey(key) ? 'rich' : 'text',
          },
        ];
      }),
    [proposals, translation, request.keys, labelOf],
  );
  const review = useSaveSelected(rows, records);
  const guard = useUnsavedChangesGuard(review.isUnsaved, () => undefined, t('review.discardMessage'));
  const list = (labels: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(labels);

  const handleSave = async () => {
    const outcome = await review.saveSelected();
    if (outcome.saved.length > 0) notify.success(t('review.saved', { fields: list(outcome.saved) }));
    for (const { error } of outcome.failed) notify.error(errorMessage(error, t('translation.saveFailed')));
    if (outcome.conflicted.length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-translation-review] [data-conflict-view]')?.focus());
    } else if (outcome.failed.length === 0) {
      guard.release();
      onBack();
    }
  };

  const isDone = state.status === 'done';
  const skipped = isDone ? state.draft.skipped.length : 0;
  return (
    <ModalFrame
      title={title}
      description={t('translation.reviewDescription')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => guard.requestClose(onBack)} data-action="back-to-translation">
            {t('translation.back')}
          </Button>
          {isDone && rows.length > 0 && (
            <Button onClick={() => void handleSave()} disabled={!review.canSave} data-action="save-selected">
              {review.isSaving ? t('review.saving') : t('review.saveSelected')}
            </Button>
          )}
        </>
      }
    >
      <div data-modal-wide data-translation-review={state.status} className="space-y-4">
        {state.status === 'failed' ? (
          <DraftFailure
            error={state.error}
            texts={{
              assistantOff: t('translation.assistantOff'),
              assistantOffHow: t('deckDraft.assistantOffHow', { setting: 'AI_PROVIDER' }),
              failed: t('translation.draftFailed'),
            }}
            onRetry={retry}
          />
        ) : (
          <>
            {state.status === 'drafting' && (
              <p role="status" className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300" data-draft-progress>
                <LoaderCircle
                  aria-hidden
                  className="size-4 shrink-0 animate-spin text-brand-600 motion-reduce:animate-none dark:text-brand-400"
                />
                {t('translation.drafting', { done: proposals.length, total: request.keys.length })}
              </p>
            )}
            {isDone && (rows.length === 0 || skipped > 0) && (
              <p
                className="flex gap-2 rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300"
                data-draft-notes
              >
                <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
                <span>
                  {[rows.length === 0 && t('translation.nothingProposed'), skipped > 0 && t('translation.skipped', { count: skipped })]
                    .filter(Boolean)
                    .join(' ')}
                </span>
              </p>
            )}
            <ReviewSurface rows={rows} review={review} isDisabled={!isDone} />
          </>
        )}
      </div>
    </ModalFrame>
  );
}
