import type { ApiEnvelope, ApiSuccess, FieldErrors } from '../../shared/api';
import type { SessionData } from '../../shared/auth';
import { CSRF_HEADER } from '../../shared/constants';
import { takeInlinedAnswer } from './inlined-answers';

/** The record as the server holds it now, sent with a 412: someone saved it after it was read. */
export interface CurrentRecord {
  data: unknown;
  etag: string | null;
}

/** A failed call: the HTTP status, the server's message and its per-field errors (a 412's current record). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
    readonly current?: CurrentRecord,
  ) {
    super(message);
  }

  get isValidation(): boolean {
    return this.status === 422;
  }

  get isConflict(): boolean {
    return this.status === PRECONDITION_FAILED && this.current !== undefined;
  }
}

const PRECONDITION_FAILED = 412;

/** A successful answer and its `ETag` (DESIGN §9: the startup's shared records send one). */
export type ApiAnswer<T> = ApiSuccess<T> & { etag: string | null };

let csrfToken: string | undefined;

export function rememberCsrfToken(token: string): void {
  csrfToken = token;
}

export async function fetchSession(): Promise<SessionData> {
  const { data } = await api<SessionData>('GET', '/api/auth/session');
  rememberCsrfToken(data.csrf_token);
  return data;
}

async function currentCsrfToken(): Promise<string> {
  return csrfToken ?? (await fetchSession()).csrf_token;
}

export const CSRF_MISMATCH_STATUS = 419;

/**
 * Sends a state-changing request with the CSRF token (through `api`, or fetch/XHR for a stream or an
 * upload); when the token went stale (another tab logged in or out → 419), fetches a fresh one and
 * sends once more. `send` may run twice.
 */
export async function withCsrfRetry<T extends { status: number }>(send: (token: string) => Promise<T>): Promise<T> {
  const answer = await send(await currentCsrfToken());
  if (answer.status !== CSRF_MISMATCH_STATUS) return answer;
  return send((await fetchSession()).csrf_token);
}

async function request(method: string, path: string, body: unknown, token?: string, ifMatch?: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers[CSRF_HEADER] = token;
  if (ifMatch) headers['if-match'] = ifMatch;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  try {
    return await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network');
  }
}

/**
 * Calls the API; a stale CSRF token (another tab logged in or out) is refreshed once. `ifMatch` makes a
 * save conditional on the record's ETag: a 412 then throws an ApiError carrying the current record.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  ifMatch?: string,
): Promise<ApiAnswer<T>> {
  // The page came with this read's answer (a logged-in founder's first screen): no request.
  const inlined = method === 'GET' ? takeInlinedAnswer(path) : undefined;
  if (inlined) return { ...(inlined.body as ApiSuccess<T>), etag: inlined.etag };
  const response = await (method === 'GET'
    ? request(method, path, body)
    : withCsrfRetry((token) => request(method, path, body, token, ifMatch)));
  const envelope = (await response.json().catch(() => undefined)) as (ApiEnvelope<T> & { data?: unknown }) | undefined;
  const etag = response.headers.get('etag');
  if (response.ok && envelope?.success) {
    // Login, register and logout answer with the token of the session they start or end: the old one is dead.
    const issuedToken = (envelope.data as Partial<SessionData> | undefined)?.csrf_token;
    if (typeof issuedToken === 'string') rememberCsrfToken(issuedToken);
    return { ...envelope, etag };
  }
  const failure = envelope && !envelope.success ? envelope : undefined;
  const current = response.status === PRECONDITION_FAILED && failure?.data !== undefined ? { data: failure.data, etag } : undefined;
  throw new ApiError(response.status, failure?.message ?? failure?.error ?? '', failure?.errors, current);
}
