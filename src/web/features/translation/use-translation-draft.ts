import { useCallback, useEffect, useState } from 'react';
import {
  TRANSLATION_PATHS,
  translationDraftAnswer,
  type ProfileLocale,
  type TranslationDraft,
  type TranslationProposal,
} from '../../../shared/translation';
import { api, ApiError } from '../../lib/api-client';
import { DraftStreamError } from '../../lib/stream-draft';
import { streamTranslationDraft } from './stream-translation-draft';

export type TranslationDraftState =
  | { status: 'drafting'; proposals: TranslationProposal[] }
  | { status: 'done'; draft: TranslationDraft }
  | { status: 'failed'; error: DraftStreamError };

/** What a review drafts: these keys, streamed with progress ("Translate with AI") or in one answer (one stale text's update). */
export interface TranslationDraftRequest {
  keys: string[];
  isStreamed: boolean;
}

const started: TranslationDraftState = { status: 'drafting', proposals: [] };

/** One stale text's update: the plain route, one answer; its failures read like the stream's. */
async function draftOnce(locale: ProfileLocale, keys: string[]): Promise<TranslationDraft> {
  try {
    const answer = await api<unknown>('POST', TRANSLATION_PATHS.draft, { locale, keys });
    return translationDraftAnswer.parse(answer.data);
  } catch (error) {
    throw error instanceof ApiError ? new DraftStreamError(error.status, error.message, error.errors) : new DraftStreamError(0, '');
  }
}

/** Drafts the translation of `request.keys` into `locale` as soon as it is mounted; `retry` starts again. */
export function useTranslationDraft(locale: ProfileLocale, request: TranslationDraftRequest) {
  const [state, setState] = useState<TranslationDraftState>(started);
  const [attempt, setAttempt] = useState(0);
  const { keys, isStreamed } = request;
  useEffect(() => {
    const abort = new AbortController();
    setState(started);
    const draft = isStreamed
      ? streamTranslationDraft({ locale, keys }, abort.signal, (proposal) =>
          setState((current) => (current.status === 'drafting' ? { ...current, proposals: [...current.proposals, proposal] } : current)),
        )
      : draftOnce(locale, keys);
    draft.then(
      (done) => void (abort.signal.aborted || setState({ status: 'done', draft: done })),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ status: 'failed', error: error instanceof DraftStreamError ? error : new DraftStreamError(0, String(error)) });
      },
    );
    // Leaving the review stops a streamed draft (the server stops asking the model) and ignores a pending answer.
    return () => abort.abort();
  }, [locale, keys, isStreamed, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
