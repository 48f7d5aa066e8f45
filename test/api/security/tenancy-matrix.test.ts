import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTUP_DETAILS_PATHS } from '../../../src/shared/startup-details.js';
import { coFounder } from '../helpers/founders.js';
import { formatWrongCells, isWrong, type MatrixCell } from '../helpers/security-matrix.js';
import { pathOf, routeName, SAVE_PAYLOADS, SECURITY_ROUTES, type SecurityRoute } from '../helpers/security-routes.js';
import { describeChange } from '../helpers/security-snapshot.js';
import {
  linesWithSecrets,
  startSecurityWorld,
  type Actor,
  type SecurityWorld,
  type StartupName,
  type WorldObject,
} from '../helpers/security-world.js';
import { multipart } from '../helpers/uploads.js';

const DENIED_BODIES: Record<number, { success: false; message: string }> = {
  401: { success: false, message: 'Unauthenticated.' },
  404: { success: false, message: 'Not found.' },
};
const SELF_MESSAGES = [
  'Use Personal Details modal to edit your own information.',
  'You cannot delete yourself. Use Personal Details to update your information.',
];

let world: SecurityWorld;

beforeAll(async () => {
  world = await startSecurityWorld();
});

afterAll(async () => {
  await world?.close();
});

/** The rules of DESIGN §4: 401 without a session, 404 for another startup's object, 403 for one's own founder row. */
function expectedStatus(route: SecurityRoute, actor: Actor, target: WorldObject | undefined): number {
  if (route.access === 'public') return route.okStatus;
  if (!actor.startup) return 401;
  if (!target) return route.okStatus;
  if (target.startup !== actor.startup) return 404;
  if (route.refusesSelf && target.userId === actor.userId) return 403;
  if (route.needsAvatar && !target.hasAvatar) return 404;
  return route.okStatus;
}

/** What is wrong with a denial's body, or with a success that shows another startup's data to `viewer`. */
function bodyProblem(status: number, text: string, viewer: StartupName | undefined): string | undefined {
  if (status === 403) {
    const body = JSON.parse(text) as { success: boolean; message: string };
    return body.success === false && SELF_MESSAGES.includes(body.message) ? undefined : `body ${text.slice(0, 80)}`;
  }
  if (DENIED_BODIES[status]) return text === JSON.stringify(DENIED_BODIES[status]) ? undefined : `body ${text.slice(0, 80)}`;
  const others =
    viewer === 'A' ? world.markersOf('B') : viewer === 'B' ? world.markersOf('A') : [...world.markersOf('A'), ...world.markersOf('B')];
  const leaked = others.filter((marker) => text.includes(marker));
  return leaked.length > 0 ? `shows ${leaked.join(', ')}` : undefined;
}

/** Whose data an answer may show: the caller's startup, the startup a link names to whoever holds it, or after a sign-in the startup of the account signed into. */
function viewerOf(route: SecurityRoute, actor: Actor, target: WorldObject | undefined): StartupName | undefined {
  if (route.access === 'public' && (target?.kind === 'invitationLink' || target?.kind === 'sharePage')) return target.startup;
  if (!route.changesSession) return actor.startup;
  return Object.values(world.actors).find((account) => account.startup && account.login.email === actor.login.email)?.startup;
}

/** Session routes last: they sign the caller in, out, or into a new account. */
const ORDERED_ROUTES = [
  ...SECURITY_ROUTES.filter((route) => !route.changesSession),
  ...SECURITY_ROUTES.filter((route) => route.changesSession),
];

describe('tenancy matrix', () => {
  // First: the matrix ends with every actor signed out.
  it('ignores ids smuggled into bodies: nothing lands in, or moves to, another startup', async () => {
    const { A1, B1 } = world.actors;
    const teammate = world.objects.find((object) => object.name === 'founder A3')!;
    const stranger = world.objects.find((object) => object.name === 'founder B2')!;
    await world.ensure(teammate);
    await world.ensure(stranger);
    const smuggled = { id: stranger.id, startup_id: world.startupIds.B, user_id: B1.userId!, isYou: 'true' };
    const viewOfB = async () =>
      Promise.all(['/api/startup/founders', '/api/pitch-deck', '/api/startup/details'].map(async (url) => (await B1.client.get(url)).json));
    const before = await viewOfB();

    const added = await A1.client.request('POST', '/dashboard/founders', { form: multipart({ ...coFounder(), ...smuggled }) });
    expect(added.status, added.text).toBe(201);
    expect(added.json.data).toMatchObject({ user_id: null, isYou: false });
    expect(added.json.data.id).not.toBe(stranger.id);
    const edited = await A1.client.request('POST', `/dashboard/founders/${teammate.id}`, {
      form: multipart({ _method: 'PUT', ...coFounder(), ...smuggled }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data).toMatchObject({ id: teammate.id, user_id: null });
    const deck = multipart({ file_name: 'Smuggled', ...smuggled }, { deck_file: { data: world.files.pdf, name: 'deck.pdf' } });
    expect((await A1.client.request('POST', '/api/pitch-deck', { form: deck })).status).toBe(201);
    const details = { ...SAVE_PAYLOADS[STARTUP_DETAILS_PATHS.save]!(), name: 'Moved?', startup_id: world.startupIds.B };
    expect((await A1.client.post(STARTUP_DETAILS_PATHS.save, details)).status).toBe(200);

    expect(await viewOfB()).toEqual(before);
    expect((await A1.client.get(STARTUP_DETAILS_PATHS.get)).json.data.name).toBe('Moved?');
  });

  it('answers every actor × route × object of startup A and B as the rules say, and denials change nothing', async () => {
    const actors = Object.values(world.actors);
    const cells: MatrixCell[] = [];
    for (const route of ORDERED_ROUTES) {
      const targets = route.target ? world.objects.filter((object) => object.kind === route.target) : [undefined];
      for (const target of targets) {
        for (const actor of actors) {
          // A success in an earlier cell may have deleted the object: put it back first.
          if (target) await world.ensure(target);
          const expected = expectedStatus(route, actor, target);
          const isDenial = expected >= 400;
          const before = isDenial ? await world.snapshot() : undefined;
          const options = route.request({
            id: target?.id ?? '',
            encoding: route.encodings[0] ?? 'json',
            login: actor.login,
            files: world.files,
          });
          const response = await actor.client.request(route.method, pathOf(route, target?.id ?? ''), options);
          const changed = before && describeChange(before, await world.snapshot());
          const problem =
            changed ??
            (response.status === expected ? bodyProblem(response.status, response.text, viewerOf(route, actor, target)) : undefined);
          cells.push({
            row: `${routeName(route)}${target ? ` [${target.name}]` : ''}`,
            column: actor.name,
            expected,
            actual: response.status,
            problem,
          });
        }
      }
    }
    const statuses = [...new Set(cells.map((cell) => cell.expected))].sort();
    const counts = statuses.map((status) => `${status}: ${cells.filter((cell) => cell.expected === status).length}`);
    console.log(`Tenancy matrix: ${cells.length} cells (${counts.join(', ')})`);
    expect(cells.filter(isWrong), formatWrongCells(cells)).toEqual([]);
    // Eight sign-ins at ~0.3 s of scrypt each (more on a busy machine), plus ~180 requests and ~100 pairs of snapshots.
  }, 240_000);

  it('writes no password, session token, CSRF token or API key to any log line', () => {
    expect(world.logLines.length).toBeGreaterThan(0);
    expect(linesWithSecrets(world)).toEqual([]);
  });
});
