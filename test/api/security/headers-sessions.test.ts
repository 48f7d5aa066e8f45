import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_PATHS, AI_RATE_LIMIT } from '../../../src/shared/ai.js';
import { rawRequest, type RawResponse } from '../helpers/security-raw-request.js';
import { aiRequest, isMutating, pathOf, routeName, SECURITY_ROUTES } from '../helpers/security-routes.js';
import { linesWithSecrets, startSecurityWorld, type SecurityWorld } from '../helpers/security-world.js';

const UNAUTHENTICATED = { success: false, message: 'Unauthenticated.' };

let world: SecurityWorld;

beforeAll(async () => {
  world = await startSecurityWorld();
});

afterAll(async () => {
  await world?.close();
});

type AnyHeaders = Headers | RawResponse['headers'];
const headerOf = (headers: AnyHeaders, name: string) =>
  (headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined)) ?? '';

const VIDEO_PLAYERS = '"https://www.youtube-nocookie.com" "https://player.vimeo.com"';

/** What is missing from (or wrong in) a response's security headers, or undefined. `cacheable`: the page or a static file. */
function missingHeaders(headers: AnyHeaders, { cacheable = false } = {}): string | undefined {
  const get = (name: string) => headerOf(headers, name);
  const csp = get('content-security-policy');
  const permissions = get('permissions-policy');
  const isNoStore = /\bno-store\b/.test(get('cache-control'));
  const missing = [
    !/default-src '(self|none)'/.test(csp) && 'CSP default-src',
    !csp.includes("frame-ancestors 'none'") && "frame-ancestors 'none'",
    get('x-content-type-options') !== 'nosniff' && 'nosniff',
    // CSP frame-ancestors alone rules framing; a second, weaker rule only confuses.
    get('x-frame-options') && 'no X-Frame-Options',
    ['camera', 'microphone', 'geolocation', 'payment', 'usb'].some((feature) => !permissions.includes(`${feature}=()`)) &&
      'Permissions-Policy denials',
    // The video player's iframe goes full screen.
    !permissions.includes(`fullscreen=(self ${VIDEO_PLAYERS})`) && 'Permissions-Policy fullscreen for the player',
    !cacheable && !isNoStore && 'Cache-Control no-store',
    cacheable && isNoStore && 'cacheable',
  ].filter(Boolean);
  return missing.length > 0 ? missing.join(', ') : undefined;
}

describe('security headers', () => {
  it('carry CSP with frame-ancestors, nosniff and Permissions-Policy, no X-Frame-Options, and no-store on all but the page and its static files', async () => {
    const { actors, objects, files, server } = world;
    const a1 = actors.A1.client;
    const deck = objects.find((object) => object.name === 'deck of A')!;
    const founderWithAvatar = objects.find((object) => object.name === 'founder A3')!;
    const idFor = (url: string) => (url.includes('pitch-deck') ? deck.id : founderWithAvatar.id);
    const checked: { name: string; status: number; type: string; missing?: string }[] = [];
    const check = (name: string, response: { status: number; headers: AnyHeaders }, cacheable = false) =>
      checked.push({
        name,
        status: response.status,
        type: headerOf(response.headers, 'content-type').split(';')[0]!,
        missing: missingHeaders(response.headers, { cacheable }),
      });

    for (const route of SECURITY_ROUTES.filter((row) => !isMutating(row))) {
      check(`${routeName(route)} as A1`, await a1.get(pathOf(route, idFor(route.url))));
      check(`HEAD ${route.url} as A1`, await a1.request('HEAD', pathOf(route, idFor(route.url))));
      check(`${routeName(route)} anonymous`, await actors.anonymous.client.get(pathOf(route, idFor(route.url))));
    }
    // Saves, uploads, deletes and the AI's server-sent events, each with the right token.
    for (const route of SECURITY_ROUTES.filter((row) => isMutating(row) && !row.changesSession)) {
      const response = await a1.request(
        route.method,
        pathOf(route, idFor(route.url)),
        route.request({ id: '', encoding: route.encodings[0] ?? 'json', login: actors.A1.login, files }),
      );
      check(routeName(route), response);
      check(`${routeName(route)} without a token`, await a1.request(route.method, pathOf(route, idFor(route.url)), { csrf: false }));
    }
    check('GET / (the web app page)', await actors.anonymous.client.get('/'), true);
    check('GET a static asset', await actors.anonymous.client.get('/assets/app-3f9a.js'), true);
    check('GET a missing asset', await actors.anonymous.client.get('/assets/missing.js'));
    check('GET an unknown API route', await a1.get('/api/nothing-here'));
    check('DELETE an unknown route', await a1.request('DELETE', '/nothing-here'));
    check('422 validation failure', await a1.post('/dashboard/video', { video_url: 'ftp://x' }));
    check('400 malformed JSON', await a1.request('POST', '/dashboard/video', { rawBody: '{"video_url":' }));
    check(
      '415 unsupported body type',
      await a1.request('POST', '/dashboard/video', { rawBody: 'x', headers: [['content-type', 'text/csv']] }),
    );
    check('413 body over 1 MB', await a1.post('/dashboard/video', { video_url: 'x'.repeat(1_100_000) }));
    check('400 malformed URL', await rawRequest(server, { method: 'GET', path: '/api/pitch-deck/%E0%A4%A/download' }));
    check(
      '414 over-long route parameter',
      await rawRequest(server, { method: 'GET', path: `/api/pitch-deck/${'a'.repeat(200)}/download` }),
    );
    let limited = await a1.request('POST', AI_PATHS.complete, aiRequest());
    for (let call = 0; call < AI_RATE_LIMIT && limited.status !== 429; call++)
      limited = await a1.request('POST', AI_PATHS.complete, aiRequest());
    check('429 too many AI requests', limited);

    const statuses = new Set(checked.map((response) => response.status));
    const types = new Set(checked.map((response) => response.type));
    console.log(
      `Security headers checked on ${checked.length} responses, statuses ${[...statuses].sort().join(', ')}; types ${[...types].join(', ')}`,
    );
    expect(checked.filter((response) => response.missing)).toEqual([]);
    for (const status of [200, 201, 400, 401, 404, 413, 414, 415, 419, 422, 429]) expect(statuses).toContain(status);
    // Downloads, avatars, server-sent events, the page and a static script were all among them.
    for (const type of ['application/pdf', 'image/webp', 'text/event-stream', 'text/html', 'application/javascript'])
      expect(types).toContain(type);
  });

  it('answers what Node cannot parse (headers too large, a broken request line) with the headers and the envelope', async () => {
    /** Writes bytes on a raw socket (no HTTP client would send them) and parses the answer. */
    const sendBytes = (bytes: string) =>
      new Promise<{ status: number; headers: Record<string, string>; json: unknown }>((resolve, reject) => {
        const socket = connect(Number(new URL(world.server.baseUrl).port), '127.0.0.1', () => socket.end(bytes));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', body = ''] = answer.split('\r\n\r\n');
          const [statusLine = '', ...lines] = head.split('\r\n');
          const headers = Object.fromEntries(
            lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
          );
          resolve({ status: Number(statusLine.split(' ')[1]), headers, json: JSON.parse(body || 'null') });
        });
      });
    const envelope = { success: false, message: 'This request is not valid HTTP.' };
    for (const [status, bytes] of [
      [431, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`],
      [400, 'GET /healthz HTTP/1.1 nonsense\r\n\r\n'],
    ] as const) {
      const response = await sendBytes(bytes);
      expect(response.status).toBe(status);
      expect(missingHeaders(response.headers)).toBeUndefined();
      expect(response.json).toEqual(envelope);
    }
    // In the visitor's language as far as the bytes Node read tell it: the language cookie, else Accept-Language.
    const arabic = { success: false, message: 'تعذّرت قراءة هذا الطلب.' };
    for (const bytes of [
      'GET /healthz HTTP/1.1 nonsense\r\nAccept-Language: ar-JO,ar;q=0.9,en;q=0.5\r\n\r\n',
      `GET /healthz HTTP/1.1\r\nHost: x\r\nCookie: a=1; fd_locale=ar\r\nAccept-Language: en\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]) {
      expect((await sendBytes(bytes)).json).toEqual(arabic);
    }
  });

  it('answers a malformed URL in the JSON envelope without echoing the path', async () => {
    const response = await rawRequest(world.server, { method: 'GET', path: '/%3Cscript%3E%E0%A4%A' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message: 'This address is not valid.' });
  });
});

describe('session lifecycle', () => {
  it('rotates the session id and the CSRF token at login: the old cookie and token stop working', async () => {
    const { client, login } = world.actors.A1;
    const oldCookies = new Map(client.cookies);
    const oldToken = client.csrfToken!;
    expect((await client.login(login.email, login.password)).status).toBe(200);

    expect(client.cookies.get('fd_session')).not.toBe(oldCookies.get('fd_session'));
    expect(client.csrfToken).not.toBe(oldToken);
    const replay = await rawRequest(world.server, { method: 'GET', path: '/api/profile/contact-details', cookies: oldCookies });
    expect(replay.status).toBe(401);
    expect((await client.post('/dashboard/video', { video_url: '' }, { csrf: oldToken })).status).toBe(419);
    expect((await client.get('/api/profile/contact-details')).status).toBe(200);
  });

  it('rotates the session id at register: the session the browser had is gone', async () => {
    const { client } = world.actors.B1;
    const oldCookies = new Map(client.cookies);
    const { response, account } = await client.register();
    world.secrets.add(account.password);
    expect(response.status).toBe(201);

    expect(client.cookies.get('fd_session')).not.toBe(oldCookies.get('fd_session'));
    expect((await rawRequest(world.server, { method: 'GET', path: '/api/startup/details', cookies: oldCookies })).status).toBe(401);
    expect((await client.session()).json.data.user?.email).toBe(account.email);
  });

  it('ends the session and its CSRF token at logout: the old cookie reads 401, the old token saves 419', async () => {
    const { client } = world.actors.A2;
    const oldToken = (await client.session()).json.data.csrf_token;
    const oldCookies = new Map(client.cookies);
    expect((await client.post('/api/auth/logout')).status).toBe(200);

    const read = await rawRequest(world.server, { method: 'GET', path: '/api/startup/founders', cookies: oldCookies });
    expect(read.status).toBe(401);
    expect(read.json).toEqual(UNAUTHENTICATED);
    const replayedSave = await rawRequest(world.server, {
      method: 'POST',
      path: '/dashboard/video',
      cookies: oldCookies,
      headers: [['x-csrf-token', oldToken]],
      body: { video_url: '' },
    });
    expect(replayedSave.status).toBe(419);
    expect(replayedSave.json).toEqual({ success: false, message: 'CSRF token mismatch.' });
    // With the token the logout answer carried, a save passes CSRF and meets the login gate.
    const save = await client.post('/dashboard/video', { video_url: '' });
    expect(save.status).toBe(401);
    expect(save.json).toEqual(UNAUTHENTICATED);
  });
});

describe('logs', () => {
  it('hold no password, session token, CSRF token or AI API key, at debug level for the whole file', () => {
    expect(world.logLines.some((line) => line.includes('incoming request'))).toBe(true);
    expect(world.secrets.size).toBeGreaterThan(10);
    expect(linesWithSecrets(world)).toEqual([]);
  });
});
