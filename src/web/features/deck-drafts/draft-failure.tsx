import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/button';
import type { DeckDraftError } from './stream-deck-draft';

const UNPROCESSABLE = 422;
const NOT_FOUND = 404;
const ASSISTANT_OFF = 503;

/**
 * Why no draft came, and the way on: the deck itself (PPT, a scan, damaged; or gone) leads back to the
 * decks; the assistant off says how it is turned on; a provider failure or a busy assistant offers Retry.
 */
export function DraftFailure({ error, onRetry, onBackToDecks }: { error: DeckDraftError; onRetry: () => void; onBackToDecks: () => void }) {
  const { t } = useTranslation();
  const isDeckProblem = error.status === UNPROCESSABLE || error.status === NOT_FOUND;
  const message =
    error.status === ASSISTANT_OFF
      ? t('deckDraft.assistantOff')
      : isDeckProblem
        ? (error.errors.deck_id?.[0] ?? error.message)
        : error.status === 0
          ? t('errors.network')
          : t('deckDraft.failed');
  // A 429's own words ("Too many AI requests…") say when to try again.
  const detail =
    error.status === ASSISTANT_OFF
      ? t('deckDraft.assistantOffHow', { setting: 'AI_PROVIDER' })
      : !isDeckProblem && error.status !== 0
        ? error.message
        : '';
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
        {isDeckProblem ? (
          <Button variant="secondary" onClick={onBackToDecks} data-action="back-to-decks">
            {t('deckDraft.backToDecks')}
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
