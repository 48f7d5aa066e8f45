import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { Client, uniqueEmail } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

const server = useTestServer();

const csrfMismatch = { success: false, message: 'CSRF token mismatch.' };
const unauthenticated = { success: false, message: 'Unauthenticated.' };

describe('session, register, login, logout', () => {
  it('gives an anonymous visitor no user, a CSRF token and its seed cookie', async () => {
    const client = new Client(server);
    const response = await client.session();

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, data: { user: null, csrf_token: expect.any(String), locale: 'en' } });
    expect(response.json.data.csrf_token.length).toBeGreaterThanOrEqual(32);
    expect(client.cookies.has('fd_csrf')).toBe(true);
  });

  it('registers, logs the new founder in, and shows them in the session', async () => {
    const client = new Client(server);
    const { account, response } = await client.register({ email: `  ${uniqueEmail().toUpperCase()} ` });
    const email = account.email.trim().toLowerCase();

    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      success: true,
      data: { user: { id: expect.any(String), email, first_name: 'Lina', last_name: 'Haddad' }, csrf_token: expect.any(String) },
    });
    expect(response.json.data.user).not.toHaveProperty('password_hash');
    expect(client.cookies.has('fd_session')).toBe(true);

    const session = await client.session();
    // The session adds the photo of the account's founder row (none yet) for the account menu.
    expect(session.json.data.user).toEqual({ ...response.json.data.user, avatar_url: '' });
  });

  it('logs out, then logs back in with a new CSRF token that replaces the old one', async () => {
    const client = new Client(server);
    const { account } = await client.register();

    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect(logout.json.success).toBe(true);
    expect((await client.session()).json.data.user).toBeNull();

    const tokenBeforeLogin = client.csrfToken!;
    const login = await client.login(account.email, account.password);
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ success: true, data: { user: { email: account.email } } });
    expect(login.json.data.csrf_token).not.toBe(tokenBeforeLogin);
    expect((await client.session()).json.data.user?.email).toBe(account.email);

    // The page must switch to the token the login answer carried.
    const stale = await client.post('/api/auth/logout', undefined, { csrf: tokenBeforeLogin });
    expect(stale.status).toBe(419);
    expect((await client.session()).json.data.user?.email).toBe(account.email);
  });

  it('accepts the login email in any letter case', async () => {
    const client = new Client(server);
    const { account } = await client.register();
    await client.post('/api/auth/logout');

    const login = await client.login(account.email.toUpperCase(), account.password);
    expect(login.status).toBe(200);
  });

  it('rotates the session cookie at every login and retires the previous one', async () => {
    const client = new Client(server);
    const { account } = await client.register();

    await client.login(account.email, account.password);
    const first = client.cookies.get('fd_session');
    await client.login(account.email, account.password);
    const second = client.cookies.get('fd_session');

    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await client.session()).json.data.user?.email).toBe(account.email);

    const replay = new Client(server);
    replay.cookies.set('fd_session', first!);
    expect((await replay.session()).json.data.user).toBeNull();
  });

  it('rejects the old session cookie after logout', async () => {
    const client = new Client(server);
    await client.register();
    const oldCookie = client.cookies.get('fd_session')!;
    await client.post('/api/auth/logout');
    expect(client.cookies.has('fd_session')).toBe(false);

    const replay = new Client(server);
    replay.cookies.set('fd_session', oldCookie);
    expect((await replay.session()).json.data.user).toBeNull();
    const data = await replay.get('/api/profile/contact-details');
    expect(data.status).toBe(401);
    expect(data.json).toEqual(unauthenticated);
  });
});

describe('registration validation', () => {
  it('refuses an email that is already registered, whatever its letter case', async () => {
    const email = uniqueEmail();
    await new Client(server).register({ email });

    const client = new Client(server);
    const { response } = await client.register({ email: email.toUpperCase() });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ success: false, message: expect.any(String), errors: { email: [expect.any(String)] } });
    expect(client.cookies.has('fd_session')).toBe(false);
  });

  it('names every missing field', async () => {
    const response = await new Client(server).post('/api/auth/register', {});

    expect(response.status).toBe(422);
    expect(response.json.success).toBe(false);
    expect(Object.keys(response.json.errors).sort()).toEqual(['email', 'first_name', 'last_name', 'password', 'startup_name']);
  });

  it('rejects a short password and a malformed email, each under its own field', async () => {
    const client = new Client(server);
    const { response } = await client.register({ email: 'not-an-email', password: 'short' });

    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors).sort()).toEqual(['email', 'password']);
    expect(response.json.errors.password[0]).toMatch(/8 characters/);
    expect(client.cookies.has('fd_session')).toBe(false);
  });

  it('rejects blank names and startup name', async () => {
    const { response } = await new Client(server).register({ first_name: '  ', last_name: '', startup_name: ' ' });

    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors).sort()).toEqual(['first_name', 'last_name', 'startup_name']);
  });
});

describe('login failures', () => {
  it('answers a wrong password and an unknown email alike, under errors.email', async () => {
    const { account } = await new Client(server).register();

    const wrongPassword = await new Client(server).login(account.email, 'not the password');
    const unknownEmail = await new Client(server).login(uniqueEmail(), 'not the password');

    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.json).toMatchObject({ success: false, errors: { email: [expect.any(String)] } });
    // Same answer for both: the form must not reveal which emails have accounts.
    expect(unknownEmail.status).toBe(422);
    expect(unknownEmail.json).toEqual(wrongPassword.json);
  });

  it('throttles the sixth attempt for one email, even with the right password, but not other emails', async () => {
    const { account } = await new Client(server).register();
    const { account: neighbour } = await new Client(server).register();
    const attacker = new Client(server);

    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await attacker.login(account.email, `wrong ${attempt}`)).status).toBe(422);
    }
    const sixth = await attacker.login(account.email, account.password);
    expect(sixth.status).toBe(429);
    expect(sixth.json).toMatchObject({ success: false, message: expect.any(String) });
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(attacker.cookies.has('fd_session')).toBe(false);

    const other = await new Client(server).login(neighbour.email, neighbour.password);
    expect(other.status).toBe(200);
  });
});

describe('authentication gate', () => {
  it('answers 401 on a data GET without a session', async () => {
    const response = await new Client(server).get('/api/profile/contact-details');
    expect(response.status).toBe(401);
    expect(response.json).toEqual(unauthenticated);
  });

  it('answers 401 on a data save with a valid CSRF token but no session', async () => {
    const client = new Client(server);
    const response = await client.post('/dashboard/fundraising', { required_amount: 1000, currency: 'USD' });
    expect(client.csrfToken).toBeDefined();
    expect(response.status).toBe(401);
    expect(response.json).toEqual(unauthenticated);
  });
});

describe('CSRF protection', () => {
  it('refuses a registration without a token, and creates no account', async () => {
    const { account, response } = await new Client(server).register({}, { csrf: false });
    expect(response.status).toBe(419);
    expect(response.json).toEqual(csrfMismatch);

    expect((await new Client(server).login(account.email, account.password)).status).toBe(422);
  });

  it('refuses a wrong token and a token from another browser, and keeps the session', async () => {
    const client = new Client(server);
    const { account } = await client.register();
    const otherBrowser = new Client(server);
    await otherBrowser.session();

    for (const token of ['wrong-token', otherBrowser.csrfToken!, `${client.csrfToken}x`, '']) {
      const response = await client.post('/api/auth/logout', undefined, { csrf: token });
      expect(response.status).toBe(419);
      expect(response.json).toEqual(csrfMismatch);
    }
    expect((await client.session()).json.data.user?.email).toBe(account.email);
  });

  it('refuses a login whose token header is comma-joined or sent twice', async () => {
    const { account } = await new Client(server).register();
    const client = new Client(server);
    await client.session();
    const token = client.csrfToken!;
    const credentials = { email: account.email, password: account.password };

    const commaJoined = await client.post('/api/auth/login', credentials, { csrf: `${token}, ${token}` });
    expect(commaJoined.status).toBe(419);

    // Two separate header lines (fetch would merge them into one): use node:http directly.
    const sentTwice = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          'x-csrf-token': [token, token],
        },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end(JSON.stringify(credentials));
    });
    expect(sentTwice).toBe(419);
    expect((await client.session()).json.data.user).toBeNull();

    // Control: the same token sent once logs in.
    expect((await client.login(account.email, account.password)).status).toBe(200);
  });
});

describe('HTTP hygiene', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const client = new Client(server);
    await client.register();
    for (const method of ['GET', 'POST'] as const) {
      const response = await client.request(method, '/api/no-such-route');
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('explains, without a server error, that the web app is not built', async () => {
    const response = await new Client(server).get('/dashboard');
    expect(response.status).not.toBe(500);
    expect(response.text).toContain('npm run build');
  });

  it.each([
    ['malformed JSON', 'application/json', '{"email": "a@b.c",'],
    ['an empty JSON body', 'application/json', ''],
    ['a JSON array', 'application/json', '[1, 2]'],
    ['a JSON string', 'application/json', '"email"'],
    ['an unsupported content type', 'text/plain', 'email=a@b.c'],
  ])('answers %s with a 4xx envelope', async (_case, contentType, rawBody) => {
    const response = await new Client(server).request('POST', '/api/auth/login', {
      rawBody,
      headers: [['content-type', contentType]],
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.json).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await new Client(server).request('POST', '/api/auth/login', {
      rawBody: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ success: false, message: expect.any(String) });
  });

  it.each(['/healthz', '/api/auth/session', '/api/no-such-route', '/dashboard'])('sends security headers on %s', async (urlPath) => {
    const response = await new Client(server).get(urlPath);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sets the session and CSRF cookies HttpOnly, SameSite=Lax, for the whole site', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/session`);
    const sessionClient = new Client(server);
    const { response: registered } = await sessionClient.register();
    const setCookies = [...response.headers.getSetCookie(), ...registered.headers.getSetCookie()];

    expect(setCookies.map((line) => line.split('=')[0]).sort()).toEqual(['fd_csrf', 'fd_csrf', 'fd_session']);
    for (const line of setCookies) {
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
      expect(line).toMatch(/;\s*Path=\//i);
    }
  });

  it('reports health', async () => {
    const response = await new Client(server).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok' });
  });

  // Runs last (tests in a file run in order): it checks every body the tests above received.
  it('never leaks a stack trace or SQL in any response body', () => {
    expect(server.bodies.length).toBeGreaterThan(30);
    for (const body of server.bodies) {
      expect(body).not.toMatch(/\n\s+at\s|node_modules|\.ts:\d+|\bselect\b.+\bfrom\b|SQLITE_|\bat Object\./i);
    }
  });
});
