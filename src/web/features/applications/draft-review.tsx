import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { APPLICATION_PATHS, type Application, type Question } from '../../../shared/applications';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { DraftFailure } from '../../components/draft-failure';
import type { ReviewRecord, ReviewRow } from '../../components/review/review-rows';
import { ReviewSurface } from '../../components/review/review-surface';
import { useSaveSelected } from '../../components/review/use-save-selected';
import { useTranslation } from '../../i18n/use-translation';
import { errorMessage } from '../../lib/form-errors';
import type { FormRecord } from '../../lib/record-merge';
import { applicationShape } from './application-values';
import { ProposalSource } from './proposal-source';
import { useApplicationDraft } from './use-application-draft';

const RECORD = 'application';

/** An accepted proposal is saved as `drafted`. */
const APPLICATION_SHAPE = applicationShape('drafted');

/**
 * "Draft answers from my profile": the proposals as they arrive, then the §11 review (saved answer beside
 * proposed, a checkbox each, empty answers checked) and "Save selected": the application saved once, `If-Match`.
 */
export function DraftReview({
  application,
  etag,
  onSaved,
  onClose,
}: {
  application: Application;
  etag: string | null;
  /** Once the selection is saved the page's own Save bar comes back. */
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { state, retry } = useApplicationDraft(application.id);
  const [savedLabels, setSavedLabels] = useState<string[] | null>(null);
  const proposals = useMemo(
    () => (state.status === 'done' ? state.draft.proposals : state.status === 'drafting' ? state.proposals : []),
    [state],
  );
  const questions = useMemo(() => new Map(application.questions.map((question) => [question.id, question])), [application]);
  // The review compares with the application as it was when drafting started.
  const [records] = useState<Record<string, ReviewRecord>>(() => ({
    [RECORD]: {
      paths: { get: APPLICATION_PATHS.one(application.id), save: APPLICATION_PATHS.one(application.id) },
      data: application as unknown as FormRecord,
      etag,
      shape: APPLICATION_SHAPE,
    },
  }));
  const rows = useMemo(
    () =>
      proposals.flatMap((proposal): ReviewRow[] => {
        const question: Question | undefined = questions.get(proposal.question_id);
        if (!question || question.answer === proposal.answer) return [];
        return [
          {
            key: `${RECORD}.${proposal.question_id}`,
            label: question.text,
            current: question.answer,
            proposed: proposal.answer,
            kind: 'text',
            source: <ProposalSource proposal={proposal} question={question} />,
          },
        ];
      }),
    [proposals, questions],
  );
  const review = useSaveSelected(rows, records);
  const list = (labels: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(labels);

  const handleSave = async () => {
    const outcome = await review.saveSelected();
    if (outcome.saved.length > 0) {
      void queryClient.invalidateQueries({ queryKey: [APPLICATION_PATHS.list] });
      setSavedLabels(outcome.saved);
      onSaved();
    }
    for (const { error } of outcome.failed) notify.error(errorMessage(error, t('errors.generic')));
    if (outcome.conflicted.length > 0)
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-draft-review] [data-conflict-view]')?.focus());
  };

  return (
    <section
      aria-labelledby="draft-review-title"
      className="mb-6 rounded-xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5 dark:border-brand-500/30 dark:bg-zinc-900"
      data-draft-review={state.status}
    >
      <div className="flex items-start gap-3">
        <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
        <div className="min-w-0 flex-1">
          <h2 id="draft-review-title" className="text-base font-semibold text-zinc-900 dark:text-zinc-50">
            {t('applicationDraft.title')}
          </h2>
          <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{t('applicationDraft.description')}</p>
        </div>
      </div>
      <div className="mt-4 space-y-4">
        {savedLabels ? (
          <div role="status" className="flex gap-3 text-sm" data-draft-saved>
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
            <div className="min-w-0 space-y-1">
              <p className="font-medium text-zinc-900 dark:text-zinc-50">{t('applicationDraft.savedTitle')}</p>
              <p className="[overflow-wrap:anywhere] text-zinc-700 dark:text-zinc-300" dir="auto">
                {t('review.saved', { fields: list(savedLabels) })}
              </p>
              <p className="text-zinc-500 dark:text-zinc-400">{t('applicationDraft.savedHint')}</p>
            </div>
          </div>
        ) : state.status === 'failed' ? (
          <DraftFailure
            error={state.error}
            texts={{
              assistantOff: t('applicationDraft.assistantOff'),
              assistantOffHow: t('deckDraft.assistantOffHow', { setting: 'AI_PROVIDER' }),
              failed: t('applicationDraft.failed'),
            }}
            onRetry={retry}
          />
        ) : (
          <>
            {state.status === 'drafting' && (
              <p role="status" className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-300" data-draft-progress>
                <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
                {t('applicationDraft.drafting')}
                {proposals.length > 0 && ` · ${t('applicationDraft.received', { count: proposals.length })}`}
              </p>
            )}
            {state.status === 'done' && rows.length === 0 && (
              <p className="text-sm text-zinc-600 dark:text-zinc-300" data-draft-nothing>
                {t('applicationDraft.nothing')}
              </p>
            )}
            <ReviewSurface rows={rows} review={review} isDisabled={state.status === 'drafting'} />
          </>
        )}
        <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-3 border-t border-zinc-100 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-5 sm:px-5 dark:border-zinc-800 dark:bg-zinc-900/95">
          <Button variant="secondary" onClick={onClose} data-action="close-draft">
            {t('applicationDraft.close')}
          </Button>
          {state.status === 'done' && !savedLabels && rows.length > 0 && (
            <Button onClick={() => void handleSave()} disabled={!review.canSave} data-action="save-selected">
              {review.isSaving ? t('review.saving') : t('review.saveSelected')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
