import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import type { DraftStreamError } from '../lib/stream-draft';
import { Button } from './button';

const UNPROCESSABLE = 422;
const NOT_FOUND = 404;
const ASSISTANT_OFF = 503;

export interface DraftFailureProps {
  error: DraftStreamError;
  /** What this draft says when the assistant is off, how it is turned on, and when it failed. */
  texts: { assistantOff: string; assistantOffHow: string; failed: string };
  onRetry: () => void;
  /** A 422 or 404 about what the draft reads (a deck): its field's error, and the way back to it. */
  source?: { field: string; backLabel: string; backAction: string; onBack: () => void };
}

/**
 * Why an AI draft (a deck's, an application's) came back empty, and the way on: what it reads is the
 * problem → back to it; the assistant off → how it is turned on; a provider failure or a busy assistant → Retry.
 */
export function DraftFailure({ error, texts, onRetry, source }: DraftFailureProps) {
  const { t } = useTranslation();
  const isSourceProblem = source !== undefined && (error.status === UNPROCESSABLE || error.status === NOT_FOUND);
  const message =
    error.status === ASSISTANT_OFF
      ? texts.assistantOff
      : isSourceProblem
        ? (error.errors[source.field]?.[0] ?? error.message)
        : error.status === 0
          ? t('errors.network')
          : texts.failed;
  // A 429's own words ("Too many AI requests…") say when to try again.
  const detail = error.status === ASSISTANT_OFF ? texts.assistantOffHow : !isSourceProblem && error.status !== 0 ? error.message : '';
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-zinc-200 p-4 text-sm dark:border-zinc-800"
      data-draft-failure={error.status}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
      <div className="min-w-0 space-y-2">
        <p className="font-medium text-zinc-900 dark:text-zinc-50">{message}</p>
        {detail && <p className="text-zinc-600 dark:text-zinc-300">{detail}</p>}
        {isSourceProblem ? (
          <Button variant="secondary" onClick={source.onBack} data-action={source.backAction}>
            {source.backLabel}
          </Button>
        ) : (
          error.status !== ASSISTANT_OFF && (
            <Button variant="secondary" onClick={onRetry} data-action="retry-draft">
              {t('common.retry')}
            </Button>
          )
        )}
      </div>
    </div>
  );
}
