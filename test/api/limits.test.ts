import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/api.js';
import { Client, startServer, SUITE_LIMITS, uniqueEmail, type ApiResponse, type TestServer } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

/**
 * The app's own allowances (a blank variable reads as unset), behind one trusted proxy so that each
 * test is a client of its own through X-Forwarded-For. The hash queue keeps the suite's patience.
 */
const ENV = {
  ...Object.fromEntries(
    Object.keys(SUITE_LIMITS)
      .filter((name) => name.startsWith('LIMIT_'))
      .map((name) => [name, '']),
  ),
  TRUST_PROXY: '1',
};

/** A fresh client address (an IPv6 /64 of the documentation range): PostgreSQL keeps counts between runs. */
function newClientAddress(): string {
  return `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
}

const from = (forwardedFor: string) => ({ headers: [['x-forwarded-for', forwardedFor]] as [string, string][] });

function login(server: TestServer, address: string, email: string, password: string) {
  return new Client(server).post('/api/auth/login', { email, password }, from(address));
}

function expectTooManyRequests(response: ApiResponse, maxSeconds: number): void {
  expect(response.status, response.text).toBe(429);
  expect(response.json).toEqual({ success: false, message: MESSAGES.tooManyRequests });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

const server = useTestServer({ env: ENV });

describe('failed logins, counted in the database', () => {
  it('answers the 6th failed login for one account with 429, even with the right password and from another address', async () => {
    const { account } = await new Client(server).register({}, from(newClientAddress()));
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(server, newClientAddress(), account.email, `wrong ${attempt}`)).status).toBe(422);
    }
    const owner = new Client(server);
    expectTooManyRequests(
      await owner.post('/api/auth/login', { email: account.email, password: account.password }, from(newClientAddress())),
      60,
    );
    expect((await owner.session()).json.data.user).toBeNull();
  });

  it('slows one address trying one password on many accounts: 429 after 20 failures, and a forged X-Forwarded-For entry does not escape it', async () => {
    const address = newClientAddress();
    const failures = await Promise.all(Array.from({ length: 20 }, () => login(server, address, uniqueEmail(), 'Winter2026!')));
    expect(failures.map((response) => response.status)).toEqual(Array(20).fill(422));

    expectTooManyRequests(await login(server, address, uniqueEmail(), 'Winter2026!'), 15 * 60);
    // TRUST_PROXY=1: the address the proxy appended is the client; whatever the client wrote before it is ignored.
    expectTooManyRequests(await login(server, `${newClientAddress()}, ${address}`, uniqueEmail(), 'Winter2026!'), 15 * 60);
    expect((await login(server, newClientAddress(), uniqueEmail(), 'Winter2026!')).status).toBe(422);
  }, 60_000);

  it('shares the count between two instances of the app on one database', async () => {
    const second = await startServer({ env: ENV, sharedDataDir: server.dataDir });
    try {
      const { account } = await new Client(server).register({}, from(newClientAddress()));
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await login(server, newClientAddress(), account.email, `wrong ${attempt}`)).status).toBe(422);
      }
      expectTooManyRequests(await login(second, newClientAddress(), account.email, `wrong 6`), 60);
    } finally {
      await second.close();
    }
  });
});

describe('registrations', () => {
  it('answers the 11th registration from one address within an hour with 429, creating nothing, and a forged entry does not escape it', async () => {
    const address = newClientAddress();
    const registrations = await Promise.all(Array.from({ length: 10 }, () => new Client(server).register({}, from(address))));
    expect(registrations.map(({ response }) => response.status)).toEqual(Array(10).fill(201));

    const visitor = new Client(server);
    const { account, response } = await visitor.register({}, from(address));
    expectTooManyRequests(response, 60 * 60);
    expect((await visitor.session()).json.data.user).toBeNull();
    expect((await login(server, newClientAddress(), account.email, account.password)).status).toBe(422);

    expectTooManyRequests((await new Client(server).register({}, from(`${newClientAddress()}, ${address}`))).response, 60 * 60);
    expect((await new Client(server).register({}, from(newClientAddress()))).response.status).toBe(201);
  }, 60_000);
});
