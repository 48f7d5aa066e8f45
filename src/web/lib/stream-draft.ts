import type { FieldErrors } from '../../shared/api';
import { CSRF_HEADER } from '../../shared/constants';
import { withCsrfRetry } from './api-client';
import { readSse } from './read-sse';

/** A draft that failed: before streaming, the JSON answer's status (422, 404, 503 assistant off, 502, 429); once streaming, 502. */
export class DraftStreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

const PROVIDER_FAILED = 502;

/**
 * POSTs `body` to a draft's server-sent-events route (deck drafts, application drafts): hands every
 * event but `done` and `error` to `onEvent` as parsed JSON, and resolves with `done`'s data.
 */
export async function streamDraft<Done>(
  path: string,
  body: unknown,
  signal: AbortSignal,
  onEvent: (event: string, payload: unknown) => void,
  parseDone: (payload: unknown) => Done,
): Promise<Done> {
  const response = await withCsrfRetry((token) =>
    fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', [CSRF_HEADER]: token },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal,
    }),
  ).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new DraftStreamError(0, '');
  });
  if (!response.ok || !response.body) {
    const failure = (await response.json().catch(() => undefined)) as { message?: string; errors?: FieldErrors } | undefined;
    throw new DraftStreamError(response.status, failure?.message ?? '', failure?.errors);
  }
  for await (const { event, data } of readSse(response.body)) {
    const payload: unknown = data ? JSON.parse(data) : {};
    if (event === 'done') return parseDone(payload);
    if (event === 'error') throw new DraftStreamError(PROVIDER_FAILED, (payload as { message?: string }).message ?? '');
    onEvent(event, payload);
  }
  throw new DraftStreamError(PROVIDER_FAILED, '');
}
