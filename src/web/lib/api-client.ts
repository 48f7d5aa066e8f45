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
  const { data } = await send<SessionData>('GET', '/api/auth/session');
  rememberCsrfToken(data.csrf_token);
  return data;
}

/** The CSRF token for a request made outside `api` (an upload through XMLHttpRequest, for its progress events). */
export async function currentCsrfToken(): Promise<string> {
  return csrfToken ?? (await fetchSession()).csrf_token;
}

async function send<T>(method: string, path: string, body?: unknown): Promise<ApiSuccess<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers[CSRF_HEADER] = csrfToken ?? (await fetchSession()).csrf_token;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network');
  }
  const envelope = (await response.json().catch(() => undefined)) as ApiEnvelope<T> | undefined;
  if (response.ok && envelope?.success) return envelope;
  const failure = envelope && !envelope.success ? envelope : undefined;
  throw new ApiError(response.status, failure?.message ?? failure?.error ?? '', failure?.errors);
}

/** Calls the API; a stale CSRF token (another tab logged in or out) is refreshed once. */
export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiSuccess<T>> {
  try {
    return await send<T>(method, path, body);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 419) throw error;
    await fetchSession();
    return send<T>(method, path, body);
  }
}
