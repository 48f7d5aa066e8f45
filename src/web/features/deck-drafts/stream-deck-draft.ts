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
import { streamDraft } from '../../lib/stream-draft';

export interface DeckDraftHandlers {
  onProgress: (progress: DeckDraftProgress) => void;
  onProposal: (proposal: DeckDraftProposal) => void;
}

/** POST /api/startup/drafts/deck/stream (DESIGN §12): reports progress and each proposal as it comes, resolves with the whole draft. */
export function streamDeckDraft(request: DeckDraftRequest, signal: AbortSignal, handlers: DeckDraftHandlers): Promise<DeckDraft> {
  return streamDraft(
    DECK_DRAFT_PATHS.stream,
    request,
    signal,
    (event, payload) => {
      if (event === DECK_DRAFT_STREAM_EVENTS.progress) handlers.onProgress(deckDraftProgress.parse(payload));
      else if (event === DECK_DRAFT_STREAM_EVENTS.proposal) handlers.onProposal(deckDraftProposal.parse(payload));
    },
    (payload) => deckDraftAnswer.parse(payload),
  );
}
