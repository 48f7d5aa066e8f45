import type { FieldErrors } from '../../../shared/api';
import { CSRF_HEADER } from '../../../shared/constants';
import {
  DECK_DRAFT_PATHS,
  DECK_DRAFT_STREAM_EVENTS,
  deckDraftAnswer,
  deckDraftProgress,
  deckDraftProposal,
  type DeckDraft,
  type DeckDraftProgress,
  type DeckDraftProposal,
  type DeckDraftRequest,
} from '../../../shared/deck-drafts';
import { withCsrfRetry } from '../../lib/api-client';
import { readSse } from '../../lib/read-sse';

/** A draft that failed: before streaming the JSON answer's status (422 deck, 404, 503 assistant off, 502, 429), else 502. */
export class DeckDraftError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

const PROVIDER_FAILED = 502;

export interface DeckDraftHandlers {
  onProgress: (progress: DeckDraftProgress) => void;
  onProposal: (proposal: DeckDraftProposal) => void;
}

/** POST /api/startup/drafts/deck/stream (DESIGN §12): reports progress and each proposal as it comes, resolves with the whole draft. */
export async function streamDeckDraft(request: DeckDraftRequest, signal: AbortSignal, handlers: DeckDraftHandlers): Promise<DeckDraft> {
  const response = await withCsrfRetry((token) =>
    fetch(DECK_DRAFT_PATHS.stream, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', [CSRF_HEADER]: token },
      credentials: 'same-origin',
      body: JSON.stringify(request),
      signal,
    }),
  ).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new DeckDraftError(0, '');
  });
  if (!response.ok || !response.body) {
    const failure = (await response.json().catch(() => undefined)) as { message?: string; errors?: FieldErrors } | undefined;
    throw new DeckDraftError(response.status, failure?.message ?? '', failure?.errors);
  }
  for await (const { event, data } of readSse(response.body)) {
    const payload: unknown = data ? JSON.parse(data) : {};
    if (event === DECK_DRAFT_STREAM_EVENTS.progress) handlers.onProgress(deckDraftProgress.parse(payload));
    else if (event === DECK_DRAFT_STREAM_EVENTS.proposal) handlers.onProposal(deckDraftProposal.parse(payload));
    else if (event === DECK_DRAFT_STREAM_EVENTS.done) return deckDraftAnswer.parse(payload);
    else if (event === DECK_DRAFT_STREAM_EVENTS.error)
      throw new DeckDraftError(PROVIDER_FAILED, (payload as { message?: string }).message ?? '');
  }
  throw new DeckDraftError(PROVIDER_FAILED, '');
}
