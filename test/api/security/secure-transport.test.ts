import { describe, expect, it } from 'vitest';
import { Client, startServer, type ApiResponse, type RequestOptions } from '../helpers/server.js';
import { useTestServer } from '../helpers/use-test-server.js';

/** A browser behind the proxy that terminates TLS: every request reaches the app with X-Forwarded-Proto: https. */
class HttpsClient extends Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loose like Client's own default
  override request<T = any>(method: string, urlPath: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    return super.request<T>(method, urlPath, { ...options, headers: [['x-forwarded-proto', 'https'], ...(options.headers ?? [])] });
  }
}

/** Set-Cookie lines by cookie name: the attributes, lower-cased. */
function setCookies(response: ApiResponse): Map<string, string[]> {
  return new Map(
    response.headers.getSetCookie().map((line) => [
      line.split('=')[0]!,
      line
        .split(';')
        .slice(1)
        .map((part) => part.trim().toLowerCase()),
    ]),
  );
}

const BROWSER_COOKIE = ['httponly', 'samesite=lax', 'path=/'];

function expectPlainHttpAnswer(response: ApiResponse, names: string[]) {
  const cookies = setCookies(response);
  expect([...cookies.keys()].sort()).toEqual([...names].sort());
  for (const name of names) {
    expect(cookies.get(name)).toEqual(expect.arrayContaining(BROWSER_COOKIE));
    expect(cookies.get(name)).not.toContain('secure');
  }
  expect(response.headers.get('strict-transport-security')).toBeNull();
  expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
}

/** Secure, `__Host-` named (so no Domain), HSTS and upgrade-insecure-requests. */
function expectHttpsAnswer(response: ApiResponse, names: string[]) {
  const cookies = setCookies(response);
  expect([...cookies.keys()].sort()).toEqual(names.map((name) => `__Host-${name}`).sort());
  for (const attributes of cookies.values()) {
    expect(attributes).toEqual(expect.arrayContaining([...BROWSER_COOKIE, 'secure']));
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
  }
  expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
}

describe('in production over plain HTTP (npm start on localhost)', () => {
  const server = useTestServer({ env: { NODE_ENV: 'production' } });

  it('sets plain-named cookies without Secure, and no HSTS', async () => {
    const client = new Client(server);
    expectPlainHttpAnswer(await client.session(), ['fd_csrf']);
    const { response } = await client.register();
    expect(response.status).toBe(201);
    // The session starts; the pre-session cookie is cleared.
    expectPlainHttpAnswer(response, ['fd_session', 'fd_csrf']);
    expect((await client.session()).json.data.user).not.toBeNull();
  });

  it('ignores X-Forwarded-Proto from a client TRUST_PROXY does not name', async () => {
    const client = new HttpsClient(server);
    expectPlainHttpAnswer(await client.session(), ['fd_csrf']);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
  });
});

describe('behind a trusted proxy that terminates TLS', () => {
  const server = useTestServer({ env: { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' } });

  it('sets Secure __Host- cookies and HSTS, and reads the session under that name only', async () => {
    const client = new HttpsClient(server);
    expectHttpsAnswer(await client.session(), ['fd_csrf']);
    const { response, account } = await client.register();
    expect(response.status).toBe(201);
    expectHttpsAnswer(response, ['fd_session', 'fd_csrf']);
    expect((await client.session()).json.data.user?.email).toBe(account.email);

    // The same value under the plain name (which a sibling subdomain or plain HTTP could plant) logs nobody in.
    const planted = new HttpsClient(server);
    planted.cookies.set('fd_session', client.cookies.get('__Host-fd_session')!);
    expect((await planted.session()).json.data.user).toBeNull();
  });

  it("takes this site's origin from the forwarded protocol: a save from https://host passes, from http://host is refused", async () => {
    const client = new HttpsClient(server);
    await client.register();
    const host = new URL(server.baseUrl).host;
    const save = (origin: string) =>
      client.post(
        '/dashboard/video',
        { video_url: '' },
        {
          headers: [
            ['origin', origin],
            ['sec-fetch-site', 'same-origin'],
          ],
        },
      );

    expect((await save(`https://${host}`)).status).toBe(200);
    const plainOrigin = await save(`http://${host}`);
    expect(plainOrigin.status).toBe(419);
    expect(plainOrigin.json).toEqual({ success: false, message: 'CSRF token mismatch.' });
  });

  it('keeps plain HTTP answers plain on the same server', async () => {
    expectPlainHttpAnswer(await new Client(server).session(), ['fd_csrf']);
  });
});

describe('COOKIE_SECURE forces the choice', () => {
  it('true: Secure __Host- cookies and HSTS even over plain HTTP (TLS ends at a proxy the app does not see)', async () => {
    const server = await startServer({ env: { COOKIE_SECURE: 'true' } });
    try {
      const client = new Client(server);
      const { response, account } = await client.register();
      expect(response.status).toBe(201);
      expectHttpsAnswer(response, ['fd_session', 'fd_csrf']);
      expect((await client.session()).json.data.user?.email).toBe(account.email);
    } finally {
      await server.close();
    }
  });

  it('false: plain cookies and no HSTS even through a trusted proxy over https', async () => {
    const server = await startServer({ env: { COOKIE_SECURE: 'false', TRUST_PROXY: '1' } });
    try {
      expectPlainHttpAnswer(await new HttpsClient(server).session(), ['fd_csrf']);
    } finally {
      await server.close();
    }
  });
});
