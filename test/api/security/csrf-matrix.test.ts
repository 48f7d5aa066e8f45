import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWrongCells, isWrong, type MatrixCell } from '../helpers/security-matrix.js';
import { cookiesOf, rawRequest, type RawRequest } from '../helpers/security-raw-request.js';
import { isMutating, pathOf, routeName, SECURITY_ROUTES, type Encoding, type SecurityRoute } from '../helpers/security-routes.js';
import { describeChange } from '../helpers/security-snapshot.js';
import { linesWithSecrets, startSecurityWorld, type SecurityWorld } from '../helpers/security-world.js';

const MISMATCH = { success: false, message: 'CSRF token mismatch.' };
const CSRF_HEADER = 'x-csrf-token';

let world: SecurityWorld;

beforeAll(async () => {
  world = await startSecurityWorld();
});

afterAll(async () => {
  await world?.close();
});

/** What a forged request carries, given A1's real token and cookies and B1's. */
interface Forgery {
  name: string;
  headers(own: string, other: string): [string, string][];
  cookies?(own: Map<string, string>, other: Map<string, string>): Map<string, string>;
  /** The real token put in the body instead of the header. */
  tokenInBody?: boolean;
}

const FORGERIES: Forgery[] = [
  { name: 'no token', headers: () => [] },
  { name: 'wrong token', headers: () => [[CSRF_HEADER, randomBytes(32).toString('base64url')]] },
  { name: "another session's token", headers: (_own, other) => [[CSRF_HEADER, other]] },
  { name: 'token sent twice (array)', headers: (own) => [[CSRF_HEADER, own], [CSRF_HEADER, own]] },
  { name: 'wrong token, then the right one', headers: (own) => [[CSRF_HEADER, 'forged'], [CSRF_HEADER, own]] },
  { name: 'token as a JSON object', headers: (own) => [[CSRF_HEADER, JSON.stringify({ token: own })]] },
  { name: 'token as a JSON array', headers: (own) => [[CSRF_HEADER, JSON.stringify([own])]] },
  { name: 'token in the body, not the header', headers: () => [], tokenInBody: true },
  {
    name: "right token with another browser's CSRF cookie",
    headers: (own) => [[CSRF_HEADER, own]],
    cookies: (own, other) => new Map([...own, ['fd_csrf', other.get('fd_csrf')!]]),
  },
];

/** The request of `route` in `encoding` as a raw request, A1's cookies, targets of startup A. */
function forgedRequest(route: SecurityRoute, encoding: Encoding, forgery: Forgery, tokens: { own: string; other: string }): RawRequest {
  const { actors, objects, files } = world;
  const target = objects.find((object) => object.kind === route.target && object.startup === 'A' && !object.userId);
  const valid = route.request({ id: target?.id ?? '', encoding, login: actors.A1.login, files });
  const own = cookiesOf(actors.A1.client);
  const cookies = forgery.cookies ? forgery.cookies(own, cookiesOf(actors.B1.client)) : own;
  const { form } = valid;
  let { body } = valid;
  if (forgery.tokenInBody) {
    form?.append('_csrf', tokens.own);
    if (body !== undefined || !form) body = { ...(body as object), _csrf: tokens.own, csrf_token: tokens.own };
  }
  return { method: route.method, path: pathOf(route, target?.id ?? ''), headers: forgery.headers(tokens.own, tokens.other), body, form, cookies };
}

/** Each mutating route with each body it reads (DELETE sends none). */
const mutatingCalls = SECURITY_ROUTES.filter(isMutating).flatMap((route) =>
  (route.encodings.length > 0 ? route.encodings : (['json'] as Encoding[])).map((encoding) => ({ route, encoding })),
);

describe('CSRF matrix', () => {
  it('answers 419 "CSRF token mismatch." and changes nothing for every mutating route × forged token × body encoding', async () => {
    const tokens = { own: (await world.actors.A1.client.session()).json.data.csrf_token, other: (await world.actors.B1.client.session()).json.data.csrf_token };
    const baseline = await world.snapshot();
    const cells: MatrixCell[] = [];
    for (const { route, encoding } of mutatingCalls) {
      for (const forgery of FORGERIES) {
        const response = await rawRequest(world.server, forgedRequest(route, encoding, forgery, tokens));
        const bodyProblem = JSON.stringify(response.json) === JSON.stringify(MISMATCH) ? undefined : `body ${response.body.toString().slice(0, 60)}`;
        const problem = describeChange(baseline, await world.snapshot()) ?? bodyProblem;
        cells.push({ row: `${routeName(route)} [${route.encodings.length ? encoding : 'no body'}]`, column: forgery.name, expected: 419, actual: response.status, problem });
      }
    }
    console.log(`CSRF matrix: ${mutatingCalls.length} route × encoding pairs × ${FORGERIES.length} forgeries = ${cells.length} cells`);
    expect(cells.filter(isWrong), formatWrongCells(cells)).toEqual([]);
    expect(cells.length).toBe(mutatingCalls.length * FORGERIES.length);
  });

  it('accepts the same requests with the right token, so the 419s above came from CSRF alone', async () => {
    const tokens = { own: (await world.actors.A1.client.session()).json.data.csrf_token, other: '' };
    const withToken: Forgery = { name: 'right token', headers: (own) => [[CSRF_HEADER, own]] };
    const before = await world.snapshot();
    const cells: MatrixCell[] = [];
    // Sign-in routes would end A1's session: the tenancy matrix covers their success.
    for (const route of SECURITY_ROUTES.filter((row) => isMutating(row) && !row.changesSession)) {
      const response = await rawRequest(world.server, forgedRequest(route, route.encodings[0] ?? 'json', withToken, tokens));
      cells.push({ row: routeName(route), column: 'right token', expected: route.okStatus, actual: response.status });
    }
    expect(cells.filter(isWrong), formatWrongCells(cells)).toEqual([]);
    // The snapshot sees real saves, so "unchanged" above means something.
    expect(describeChange(before, await world.snapshot())).toMatch(/changed .*founders.*pitch_decks/);
  });

  it('writes no password, session token, CSRF token or API key to any log line', () => {
    expect(world.logLines.length).toBeGreaterThan(0);
    expect(linesWithSecrets(world)).toEqual([]);
  });
});
