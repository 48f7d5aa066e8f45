import type { ApiEnvelope, ApiSuccess, FieldErrors } from '../../shared/api';
import type { SessionData } from '../../shared/auth';
import { CSRF_HEADER } from '../../shared/constants';

/** A failed call: the HTTP status, the server's message and its per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}

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

async function request(method: string, path: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers[CSRF_HEADER] = token;
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

/** Calls the API; a stale CSRF token (another tab logged in or out) is refreshed once. */
export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiSuccess<T>> {
  const response = await (method === 'GET' ? request(method, path, body) : withCsrfRetry((token) => request(method, path, body, token)));
  const envelope = (await response.json().catch(() => undefined)) as ApiEnvelope<T> | undefined;
  if (response.ok && envelope?.success) {
    // Login, register and logout answer with the token of the session they start or end: the old one is dead.
    const issuedToken = (envelope.data as Partial<SessionData> | undefined)?.csrf_token;
    if (typeof issuedToken === 'string') rememberCsrfToken(issuedToken);
    return envelope;
  }
  const failure = envelope && !envelope.success ? envelope : undefined;
  throw new ApiError(response.status, failure?.message ?? failure?.error ?? '', failure?.errors);
}
