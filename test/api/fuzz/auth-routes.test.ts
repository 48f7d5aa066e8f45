import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema, registerSchema } from '../../../src/shared/auth.js';
import { expectSchemaVerdict, fuzzRoute, fuzzTimeout, FuzzTally, StateFingerprint } from '../helpers/fuzz-harness.js';
import { FIELD_HINTS, jsonCases } from '../helpers/fuzz-requests.js';
import { useTestServer } from '../helpers/use-test-server.js';
import { emailAddress } from '../helpers/zod-arbitrary.js';
import { newFounder } from '../helpers/resource.js';
import { Client, type ApiResponse } from '../helpers/server.js';

// A well-formed register or login costs a scrypt hash (~0.3 s, seconds on a loaded machine): about one case in 12 is well-formed.
const AUTH_CASES = { weights: { valid: 1, hostile: 5, document: 3, raw: 3 }, hostileOneIn: 2 };

describe('fuzzing registration, login and logout', () => {
  let fingerprint: StateFingerprint;
  let account: { email: string; password: string };
  const tally = new FuzzTally();

  const server = useTestServer();

  beforeAll(async () => {
    ({ account } = await newFounder(server));
    fingerprint = await StateFingerprint.open(server);
  });

  afterAll(async () => {
    tally.report();
    await fingerprint?.close();
  });

  async function expectLoggedInAs(client: Client, response: ApiResponse) {
    const session = await client.session();
    expect(session.json.data.user).toEqual((response.json as { data: { user: unknown } }).data.user);
  }

  it(
    'POST /api/auth/register: no 5xx, 4xx in the envelope with no account made, a 2xx logged in as the new account',
    async () => {
      const visitor = new Client(server);
      const email = fc.oneof({ weight: 4, arbitrary: emailAddress }, { weight: 1, arbitrary: fc.constant(account.email) });
      await fuzzRoute({
        method: 'POST',
        path: '/api/auth/register',
        cases: jsonCases(registerSchema, { hints: { ...FIELD_HINTS, email }, ...AUTH_CASES }),
        client: () => visitor,
        fingerprint,
        tally,
        async check(response, httpCase) {
          expectSchemaVerdict(registerSchema, httpCase, response, false);
          if (response.status === 201) await expectLoggedInAs(visitor, response);
        },
      });
    },
    fuzzTimeout(3),
  );

  it(
    'POST /api/auth/login: no 5xx, 4xx (429 once throttled) in the envelope with no session made, a 2xx logged in',
    async () => {
      const visitor = new Client(server);
      // A few addresses (the real one in three spellings): right passwords log in, wrong ones soon meet the throttle.
      const email = fc.constantFrom(
        account.email,
        account.email.toUpperCase(),
        ` ${account.email} `,
        'nobody@example.com',
        'ghost@example.org',
      );
      const password = fc.oneof(fc.constant(account.password), fc.string({ maxLength: 40 }));
      await fuzzRoute({
        method: 'POST',
        path: '/api/auth/login',
        cases: jsonCases(loginSchema, { hints: { ...FIELD_HINTS, email, password }, ...AUTH_CASES }),
        client: () => visitor,
        fingerprint,
        tally,
        async check(response, httpCase) {
          expectSchemaVerdict(loginSchema, httpCase, response, false);
          if (response.status === 200) await expectLoggedInAs(visitor, response);
        },
      });
    },
    fuzzTimeout(3),
  );

  it(
    'POST /api/auth/logout: whatever the body, no 5xx and 4xx in the envelope',
    async () => {
      const visitor = new Client(server);
      await fuzzRoute({
        method: 'POST',
        path: '/api/auth/logout',
        cases: jsonCases(z.object({})),
        client: () => visitor,
        fingerprint,
        tally,
      });
    },
    fuzzTimeout(),
  );
});
