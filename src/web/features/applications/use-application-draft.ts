import { useCallback, useEffect, useState } from 'react';
import type { ApplicationDraft, ApplicationProposal } from '../../../shared/applications';
import { DraftStreamError } from '../../lib/stream-draft';
import { streamApplicationDraft } from './stream-application-draft';

export type ApplicationDraftState =
  | { status: 'drafting'; proposals: ApplicationProposal[] }
  | { status: 'done'; draft: ApplicationDraft }
  | { status: 'failed'; error: DraftStreamError };

/** Drafts the application's unanswered questions as soon as it mounts, streaming; `retry` starts again. */
export function useApplicationDraft(id: string) {
  const [state, setState] = useState<ApplicationDraftState>({ status: 'drafting', proposals: [] });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'drafting', proposals: [] });
    streamApplicationDraft(id, abort.signal, (proposal) =>
      setState((current) => (current.status === 'drafting' ? { ...current, proposals: [...current.proposals, proposal] } : current)),
    ).then(
      (draft) => setState({ status: 'done', draft }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ status: 'failed', error: error instanceof DraftStreamError ? error : new DraftStreamError(0, String(error)) });
      },
    );
    // Closing the proposals stops the draft: the server stops asking the model.
    return () => abort.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
