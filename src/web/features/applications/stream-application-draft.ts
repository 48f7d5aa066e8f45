import type { FieldErrors } from '../../../shared/api';
import {
  APPLICATION_DRAFT_STREAM_EVENTS,
  APPLICATION_PATHS,
  applicationDraftAnswer,
  applicationProposal,
  type ApplicationDraft,
  type ApplicationProposal,
} from '../../../shared/applications';
import { CSRF_HEADER } from '../../../shared/constants';
import type { DraftFailureError } from '../../components/draft-failure';
import { withCsrfRetry } from '../../lib/api-client';
import { readSse } from '../../lib/read-sse';

/** A draft that failed: before streaming the JSON answer's status (404, 503 assistant off, 502, 429), else 502. */
export class ApplicationDraftError extends Error implements DraftFailureError {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

const PROVIDER_FAILED = 502;

/** POST …/applications/{id}/draft/stream (DESIGN §13): each proposal as it comes, then the whole draft. */
export async function streamApplicationDraft(
  id: string,
  signal: AbortSignal,
  onProposal: (proposal: ApplicationProposal) => void,
): Promise<ApplicationDraft> {
  const response = await withCsrfRetry((token) =>
    fetch(APPLICATION_PATHS.draftStream(id), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', [CSRF_HEADER]: token },
      credentials: 'same-origin',
      body: '{}',
      signal,
    }),
  ).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new ApplicationDraftError(0, '');
  });
  if (!response.ok || !response.body) {
    const failure = (await response.json().catch(() => undefined)) as { message?: string; errors?: FieldErrors } | undefined;
    throw new ApplicationDraftError(response.status, failure?.message ?? '', failure?.errors);
  }
  for await (const { event, data } of readSse(response.body)) {
    const payload: unknown = data ? JSON.parse(data) : {};
    if (event === APPLICATION_DRAFT_STREAM_EVENTS.proposal) onProposal(applicationProposal.parse(payload));
    else if (event === APPLICATION_DRAFT_STREAM_EVENTS.done) return applicationDraftAnswer.parse(payload);
    else if (event === APPLICATION_DRAFT_STREAM_EVENTS.error)
      throw new ApplicationDraftError(PROVIDER_FAILED, (payload as { message?: string }).message ?? '');
  }
  throw new ApplicationDraftError(PROVIDER_FAILED, '');
}
