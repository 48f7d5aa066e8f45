import { useCallback, useEffect, useState } from 'react';
import type { DeckDraft, DeckDraftProposal, DeckDraftStage } from '../../../shared/deck-drafts';
import { useTranslation } from '../../i18n/use-translation';
import { DraftStreamError } from '../../lib/stream-draft';
import { streamDeckDraft } from './stream-deck-draft';

export type DeckDraftState =
  | { status: 'drafting'; stage: DeckDraftStage; pagesRead: number | null; proposals: DeckDraftProposal[] }
  | { status: 'done'; draft: DeckDraft }
  | { status: 'failed'; error: DraftStreamError };

const started: DeckDraftState = { status: 'drafting', stage: 'reading', pagesRead: null, proposals: [] };

/** Drafts from `deckId` as soon as it is known (in the page's language), streaming; `retry` starts again. */
export function useDeckDraft(deckId: string | null) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'ar' ? 'ar' : 'en';
  const [state, setState] = useState<DeckDraftState>(started);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!deckId) return;
    const abort = new AbortController();
    setState(started);
    const update = (change: (state: Extract<DeckDraftState, { status: 'drafting' }>) => DeckDraftState) =>
      setState((current) => (current.status === 'drafting' ? change(current) : current));
    streamDeckDraft({ deck_id: deckId, locale }, abort.signal, {
      onProgress: ({ stage, pages_read }) => update((current) => ({ ...current, stage, pagesRead: pages_read ?? current.pagesRead })),
      onProposal: (proposal) => update((current) => ({ ...current, stage: 'drafting', proposals: [...current.proposals, proposal] })),
    }).then(
      (draft) => setState({ status: 'done', draft }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ status: 'failed', error: error instanceof DraftStreamError ? error : new DraftStreamError(0, String(error)) });
      },
    );
    // Closing the modal stops the draft: the server stops asking the model.
    return () => abort.abort();
  }, [deckId, locale, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
