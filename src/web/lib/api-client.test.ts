import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, rememberCsrfToken, withCsrfRetry } from './api-client';

const json = (status: number, body: unknown) => Response.json(body, { status });
const mismatch = () => json(419, { success: false, message: 'CSRF token mismatch.' });
const session = (token: string) => json(200, { success: true, data: { user: null, csrf_token: token } });

/** A fake server: the session route hands out `fresh`; every other route checks the token against it. */
function serverWithToken(fresh: string, answer: () => Response) {
  return vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/auth/session') return session(fresh);
    const token = (init?.headers as Record<string, string>)['x-csrf-token'];
    return token === fresh ? answer() : mismatch();
  });
}

beforeEach(() => rememberCsrfToken('stale'));
afterEach(() => vi.unstubAllGlobals());

describe('a stale CSRF token', () => {
  it('is refreshed once and the request sent again', async () => {
    const fetchMock = serverWithToken('fresh', () => json(200, { success: true, message: 'Saved', data: { id: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('POST', '/dashboard/video', { video_url: 'x' })).resolves.toMatchObject({ data: { id: 1 } });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/dashboard/video', '/api/auth/session', '/dashboard/video']);
  });

  it('is not retried twice: a second 419 is the answer', async () => {
    const fetchMock = vi.fn(async (path: string) => (path === '/api/auth/session' ? session('also-stale') : mismatch()));
    vi.stubGlobal('fetch', fetchMock);
    const error = await api('DELETE', '/api/pitch-deck/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(419);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('works for any sender that reports a status (streams, XHR uploads)', async () => {
    vi.stubGlobal(
      'fetch',
      serverWithToken('fresh', () => json(200, {})),
    );
    const tokens: string[] = [];
    const answer = await withCsrfRetry(async (token) => {
      tokens.push(token);
      return { status: token === 'fresh' ? 201 : 419 };
    });
    expect(answer.status).toBe(201);
    expect(tokens).toEqual(['stale', 'fresh']);
  });

  it('is replaced by the token a login or logout answer carries, without asking the session again', async () => {
    const fetchMock = serverWithToken('after-login', () => json(200, { success: true, message: 'Saved', data: {} }));
    fetchMock.mockImplementationOnce(async () => json(200, { success: true, data: { user: null, csrf_token: 'after-login' } }));
    vi.stubGlobal('fetch', fetchMock);
    await api('POST', '/api/auth/login', { email: 'a@b.co', password: 'secret-words' });
    await api('POST', '/dashboard/video', { video_url: 'x' });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/auth/login', '/dashboard/video']);
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>)['x-csrf-token']).toBe('after-login');
  });

  it('GETs send no token and are never retried', async () => {
    const fetchMock = vi.fn(async () => mismatch());
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('GET', '/api/startup/video')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('record versions (DESIGN §9)', () => {
  it("sends If-Match and hands back the answer's ETag", async () => {
    const fetchMock = serverWithToken('stale', () =>
      Response.json({ success: true, message: 'Saved', data: { video_url: 'x' } }, { headers: { etag: '"8"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('POST', '/dashboard/video', { video_url: 'x' }, '"7"')).resolves.toMatchObject({
      etag: '"8"',
      data: { video_url: 'x' },
    });
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['if-match']).toBe('"7"');
  });

  it('turns a 412 into a conflict carrying the current record and its ETag', async () => {
    const current = { video_url: 'theirs', updated_by: { id: 'u2', first_name: 'Omar', last_name: 'Haddad' } };
    vi.stubGlobal(
      'fetch',
      serverWithToken('stale', () =>
        Response.json({ success: false, message: 'Someone else saved', data: current }, { status: 412, headers: { etag: '"9"' } }),
      ),
    );
    const error = (await api('POST', '/dashboard/video', { video_url: 'mine' }, '"7"').catch((caught: unknown) => caught)) as ApiError;
    expect(error.isConflict).toBe(true);
    expect(error.current).toEqual({ data: current, etag: '"9"' });
  });
});
