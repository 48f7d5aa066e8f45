import {
  APPLICATION_DRAFT_STREAM_EVENTS,
  APPLICATION_PATHS,
  applicationDraftAnswer,
  applicationProposal,
  type ApplicationDraft,
  type ApplicationProposal,
} from '../../../shared/applications';
import { streamDraft } from '../../lib/stream-draft';

/** POST …/applications/{id}/draft/stream (DESIGN §13): each proposal as it comes, then the whole draft. */
export function streamApplicationDraft(
  id: string,
  signal: AbortSignal,
  onProposal: (proposal: ApplicationProposal) => void,
): Promise<ApplicationDraft> {
  return streamDraft(
    APPLICATION_PATHS.draftStream(id),
    {},
    signal,
    (event, payload) => {
      if (event === APPLICATION_DRAFT_STREAM_EVENTS.proposal) onProposal(applicationProposal.parse(payload));
    },
    (payload) => applicationDraftAnswer.parse(payload),
  );
}
