import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWrongCells, isWrong, type MatrixCell } from '../helpers/security-matrix.js';
import { cookiesOf, rawRequest, type RawRequest } from '../helpers/security-raw-request.js';
import type { ApiResponse, Client } from '../helpers/server.js';
import { isMutating, pathOf, routeName, SECURITY_ROUTES, type Encoding, type SecurityRoute } from '../helpers/security-routes.js';
import { describeChange } from '../helpers/security-snapshot.js';
import { linesWithSecrets, startSecurityWorld, type SecurityWorld } from '../helpers/security-world.js';

const MISMATCH = { success: false, message: 'CSRF token mismatch.' };
const CSRF_HEADER = 'x-csrf-token';

let world: SecurityWorld;

beforeAll(async () => {
  world = await startSecurityWorld();
  STALE = await captureStaleStates();
});

afterAll(async () => {
  await world?.close();
});

/** A1's real token, and B1's (another session's). */
interface Tokens {
  own: string;
  other: string;
}

/** A browser's cookies and the CSRF token it holds. */
interface BrowserState {
  cookies: Map<string, string>;
  token: string;
}

/**
 * Browsers that kept the cookies and token of an earlier moment, as a planted or sticky cookie
 * would: the attacker's own anonymous pair, and A1's state from before a login and a logout.
 */
let STALE: Record<'attacker' | 'beforeLogin' | 'beforeLogout', BrowserState>;

/** What a forged request carries, given A1's real token and cookies. */
interface Forgery {
  name: string;
  headers(tokens: Tokens): [string, string][];
  /** The cookies sent instead of A1's own. */
  cookies?(own: Map<string, string>): Map<string, string>;
  /** The real token put in the body instead of the header. */
  tokenInBody?: boolean;
}

/** `later`'s cookies with every cookie `earlier` held still there, `earlier` winning a name both hold. */
const keeping = (later: Map<string, string>, earlier: Map<string, string>) => new Map([...later, ...earlier]);
const withOrigin =
  (origin: string) =>
  (tokens: Tokens): [string, string][] => [
    [CSRF_HEADER, tokens.own],
    ['origin', origin],
  ];
const withFetchSite =
  (site: string) =>
  (tokens: Tokens): [string, string][] => [
    [CSRF_HEADER, tokens.own],
    ['sec-fetch-site', site],
  ];

const FORGERIES: Forgery[] = [
  { name: 'no token', headers: () => [] },
  { name: 'wrong token', headers: () => [[CSRF_HEADER, randomBytes(32).toString('base64url')]] },
  { name: "another session's token", headers: (tokens) => [[CSRF_HEADER, tokens.other]] },
  {
    name: 'token sent twice (array)',
    headers: (tokens) => [
      [CSRF_HEADER, tokens.own],
      [CSRF_HEADER, tokens.own],
    ],
  },
  {
    name: 'wrong token, then the right one',
    headers: (tokens) => [
      [CSRF_HEADER, 'forged'],
      [CSRF_HEADER, tokens.own],
    ],
  },
  { name: 'token as a JSON object', headers: (tokens) => [[CSRF_HEADER, JSON.stringify({ token: tokens.own })]] },
  { name: 'token as a JSON array', headers: (tokens) => [[CSRF_HEADER, JSON.stringify([tokens.own])]] },
  { name: 'token in the body, not the header', headers: () => [], tokenInBody: true },
  // A sibling subdomain plants its own pre-session cookie in A1's browser and sends the token that goes with it.
  {
    name: "attacker's planted cookie and token",
    headers: () => [[CSRF_HEADER, STALE.attacker.token]],
    cookies: (own) => keeping(own, STALE.attacker.cookies),
  },
  { name: 'token from before login', headers: () => [[CSRF_HEADER, STALE.beforeLogin.token]], cookies: () => STALE.beforeLogin.cookies },
  { name: 'token from before logout', headers: () => [[CSRF_HEADER, STALE.beforeLogout.token]], cookies: () => STALE.beforeLogout.cookies },
  // The right token and cookies, from a page of another site: refused on the browser's own word.
  { name: 'right token, Origin of another site', headers: withOrigin('http://attacker.example') },
  { name: 'right token, Origin null', headers: withOrigin('null') },
  {
    name: 'right token, Origin of this host over https',
    headers: (tokens) => withOrigin(world.server.baseUrl.replace(/^http:/, 'https:'))(tokens),
  },
  { name: 'right token, Sec-Fetch-Site cross-site', headers: withFetchSite('cross-site') },
  { name: 'right token, Sec-Fetch-Site same-site', headers: withFetchSite('same-site') },
];

/** A1's state from before `change` (a login or a logout in a browser of its own), kept into the state after it. */
async function staleState(client: Client, change: () => Promise<ApiResponse>): Promise<BrowserState> {
  const before = { cookies: cookiesOf(client), token: client.csrfToken! };
  expect((await change()).status).toBe(200);
  return { cookies: keeping(cookiesOf(client), before.cookies), token: before.token };
}

async function captureStaleStates(): Promise<typeof STALE> {
  const { email, password } = world.actors.A1.login;
  const attacker = world.newClient();
  await attacker.session();
  const loggingIn = world.newClient();
  await loggingIn.session();
  const loggingOut = world.newClient();
  await loggingOut.login(email, password);
  return {
    attacker: { cookies: cookiesOf(attacker), token: attacker.csrfToken! },
    beforeLogin: await staleState(loggingIn, () => loggingIn.login(email, password)),
    beforeLogout: await staleState(loggingOut, () => loggingOut.post('/api/auth/logout')),
  };
}

/** The request of `route` in `encoding` as a raw request, A1's cookies, targets of startup A. */
function forgedRequest(route: SecurityRoute, encoding: Encoding, forgery: Forgery, tokens: Tokens): RawRequest {
  const { actors, objects, files } = world;
  const target = objects.find((object) => object.kind === route.target && object.startup === 'A' && !object.userId);
  const valid = route.request({ id: target?.id ?? '', encoding, login: actors.A1.login, files });
  const own = cookiesOf(actors.A1.client);
  const cookies = forgery.cookies ? forgery.cookies(own) : own;
  const { form } = valid;
  let { body } = valid;
  if (forgery.tokenInBody) {
    form?.append('_csrf', tokens.own);
    if (body !== undefined || !form) body = { ...(body as object), _csrf: tokens.own, csrf_token: tokens.own };
  }
  return { method: route.method, path: pathOf(route, target?.id ?? ''), headers: forgery.headers(tokens), body, form, cookies };
}

/** Each mutating route with each body it reads (DELETE sends none). */
const mutatingCalls = SECURITY_ROUTES.filter(isMutating).flatMap((route) =>
  (route.encodings.length > 0 ? route.encodings : (['json'] as Encoding[])).map((encoding) => ({ route, encoding })),
);

describe('CSRF matrix', () => {
  it('answers 419 "CSRF token mismatch." and changes nothing for every mutating route × forged token × body encoding', async () => {
    const tokens = {
      own: (await world.actors.A1.client.session()).json.data.csrf_token,
      other: (await world.actors.B1.client.session()).json.data.csrf_token,
    };
    const baseline = await world.snapshot();
    const cells: MatrixCell[] = [];
    for (const { route, encoding } of mutatingCalls) {
      for (const forgery of FORGERIES) {
        const response = await rawRequest(world.server, forgedRequest(route, encoding, forgery, tokens));
        const bodyProblem =
          JSON.stringify(response.json) === JSON.stringify(MISMATCH) ? undefined : `body ${response.body.toString().slice(0, 60)}`;
        const problem = describeChange(baseline, await world.snapshot()) ?? bodyProblem;
        cells.push({
          row: `${routeName(route)} [${route.encodings.length ? encoding : 'no body'}]`,
          column: forgery.name,
          expected: 419,
          actual: response.status,
          problem,
        });
      }
    }
    console.log(`CSRF matrix: ${mutatingCalls.length} route × encoding pairs × ${FORGERIES.length} forgeries = ${cells.length} cells`);
    expect(cells.filter(isWrong), formatWrongCells(cells)).toEqual([]);
    expect(cells.length).toBe(mutatingCalls.length * FORGERIES.length);
  });

  it('accepts the same requests with the right token, so the 419s above came from CSRF alone', async () => {
    const tokens = { own: (await world.actors.A1.client.session()).json.data.csrf_token, other: '' };
    // As a browser sends them from the app's own page: its origin and Sec-Fetch-Site pass.
    const withToken: Forgery = {
      name: 'right token',
      headers: (tokens) => [
        [CSRF_HEADER, tokens.own],
        ['origin', world.server.baseUrl],
        ['sec-fetch-site', 'same-origin'],
      ],
    };
    const before = await world.snapshot();
    const cells: MatrixCell[] = [];
    // Sign-in routes would end A1's session: the tenancy matrix covers their success.
    for (const route of SECURITY_ROUTES.filter((row) => isMutating(row) && !row.changesSession)) {
      const response = await rawRequest(world.server, forgedRequest(route, route.encodings[0] ?? 'json', withToken, tokens));
      cells.push({ row: routeName(route), column: 'right token', expected: route.okStatus, actual: response.status });
    }
    expect(cells.filter(isWrong), formatWrongCells(cells)).toEqual([]);
    // The snapshot sees real saves, so "unchanged" above means something.
    const change = describeChange(before, await world.snapshot());
    // PostgreSQL lists the tables in no fixed order.
    for (const table of ['founders', 'pitch_decks']) expect(change).toMatch(new RegExp(`^changed .*\\b${table}\\b`));
  });

  it('writes no password, session token, CSRF token or API key to any log line', () => {
    expect(world.logLines.length).toBeGreaterThan(0);
    expect(linesWithSecrets(world)).toEqual([]);
  });
});
