import {
  TRANSLATION_DRAFT_STREAM_EVENTS,
  TRANSLATION_PATHS,
  translationDraftAnswer,
  translationProposal,
  type DraftTranslationInput,
  type TranslationDraft,
  type TranslationProposal,
} from '../../../shared/translation';
import { streamDraft } from '../../lib/stream-draft';

/** POST /api/startup/translation/draft/stream (DESIGN §14): reports each proposal as it comes, resolves with the whole draft. */
export function streamTranslationDraft(
  request: DraftTranslationInput,
  signal: AbortSignal,
  onProposal: (proposal: TranslationProposal) => void,
): Promise<TranslationDraft> {
  return streamDraft(
    TRANSLATION_PATHS.draftStream,
    request,
    signal,
    (event, payload) => {
      if (event === TRANSLATION_DRAFT_STREAM_EVENTS.proposal) onProposal(translationProposal.parse(payload));
    },
    (payload) => translationDraftAnswer.parse(payload),
  );
}
