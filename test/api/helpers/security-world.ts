import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { LOG_REDACT_PATHS } from '../../../src/server/app.js';
import { hashPassword } from '../../../src/server/auth/password.js';
import { SessionRepository } from '../../../src/server/auth/session-repository.js';
import { hashToken, SessionStore } from '../../../src/server/auth/session-store.js';
import { connectDatabase } from '../../../src/server/db/connect.js';
import { APPLICATION_PATHS } from '../../../src/shared/applications.js';
import { HISTORY_PATHS } from '../../../src/shared/history.js';
import { LOCALE_COOKIE } from '../../../src/shared/i18n/locale.js';
import { SHARE_LINK_PATHS } from '../../../src/shared/share-links.js';
import { STARTUP_BRIEF_PATHS } from '../../../src/shared/startup-brief.js';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.js';
import { minimalPdf, pngImage } from './fixtures.js';
import { addFounder, coFounder } from './founders.js';
import { RESET_ACCOUNT_PASSWORD, type TargetKind } from './security-routes.js';
import { takeSnapshot, type Snapshot } from './security-snapshot.js';
import { Client, startServer, uniqueEmail, type ApiResponse, type RequestOptions, type TestServer } from './server.js';
import { multipart } from './uploads.js';

export const AI_API_KEY = 'sk-security-suite-Zq81-do-not-log';
/** The built web app the server serves: one page and one fingerprinted asset. */
export const WEB_FILES = {
  'index.html': '<!doctype html><title>Founder Dashboard</title><!--app-config-->',
  'assets/app-3f9a.js': 'console.log("app")',
};

/** The table of each object kind that `ensure` finds by id. */
const TABLE_OF = { pitchDeck: 'pitch_decks', founder: 'founders', application: 'applications', revision: 'record_revisions' } as const;

export type ActorName = 'anonymous' | 'A1' | 'A2' | 'B1';
export type StartupName = 'A' | 'B';

export interface Actor {
  name: ActorName;
  client: TrackedClient;
  /** Undefined for the anonymous visitor. */
  startup?: StartupName;
  userId?: string;
  login: { email: string; password: string };
}

/** An object of a startup that routes take by id. */
export interface WorldObject {
  name: string;
  kind: TargetKind;
  startup: StartupName;
  /** A founder row that is someone's own account. */
  userId?: string;
  hasAvatar: boolean;
  id: string;
}

export interface SecurityWorld {
  server: TestServer;
  logLines: string[];
  /** Every password, session token, CSRF seed and token the suite has used. */
  secrets: Set<string>;
  actors: Record<ActorName, Actor>;
  startupIds: Record<StartupName, string>;
  objects: WorldObject[];
  /** Text that names a startup in an answer: its name, its accounts' emails, its objects' current ids. */
  markersOf(startup: StartupName): string[];
  files: { pdf: Buffer; png: Buffer };
  /** Every row of the server's database and every stored file, read through a second connection. */
  snapshot(): Promise<Snapshot>;
  /** Re-creates the object when an earlier call deleted it; its id may change. */
  ensure(object: WorldObject): Promise<void>;
  newClient(): TrackedClient;
  close(): Promise<void>;
}

/** A client that records every cookie value and CSRF token it holds, so the suite can look for them in the logs. */
export class TrackedClient extends Client {
  constructor(
    server: TestServer,
    private readonly secrets: Set<string>,
  ) {
    super(server);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loose like Client's own default
  override async request<T = any>(method: string, urlPath: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const response = await super.request<T>(method, urlPath, options);
    // The language cookie holds "en" or "ar", no secret (and those letters are in every log line).
    for (const [name, value] of this.cookies) if (name !== LOCALE_COOKIE) this.secrets.add(value);
    if (this.csrfToken) this.secrets.add(this.csrfToken);
    return response;
  }
}

function captureLogs(lines: string[]) {
  return new Writable({
    write(line: Buffer, _encoding, callback) {
      lines.push(line.toString());
      callback();
    },
  });
}

async function registerFounder(client: TrackedClient, startupName: string, secrets: Set<string>) {
  const { account, response } = await client.register({ startup_name: startupName });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  secrets.add(account.password);
  return { email: account.email, password: account.password, userId: response.json.data.user.id as string };
}

/**
 * The server of a security suite (debug logs captured with the app's own redaction, a fake
 * OpenAI-compatible provider, a built web app) and two startups: A with founder A1, co-founder
 * A2 (an account of their own) and A3 (no account, with an avatar), B with founder B1 and B2.
 */
export async function startSecurityWorld(): Promise<SecurityWorld> {
  const fake: FakeOpenAi = await startFakeOpenAi();
  // A translation draft (DESIGN §14) asks for JSON: an Arabic text, so its row's 200 is a real draft.
  fake.respond = (body) =>
    body.response_format?.json_schema?.name === 'profile_translation' ? JSON.stringify({ translation: '<p>نص مترجم.</p>' }) : fake.answer;
  const logLines: string[] = [];
  const secrets = new Set<string>([AI_API_KEY, 'another horse battery']);
  const server = await startServer({
    env: { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY, AI_MODEL: 'fake-instruct', AI_TIMEOUT_MS: '5000' },
    logger: { level: 'debug', redact: LOG_REDACT_PATHS, stream: captureLogs(logLines) },
    webFiles: WEB_FILES,
  });
  // The same database the server uses (startServer passes DATABASE_URL through, or SQLite in its DATA_DIR).
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl
    ? ({ dialect: 'postgres', url: databaseUrl } as const)
    : ({ dialect: 'sqlite', file: path.join(server.dataDir, 'app.db') } as const);
  const db = connectDatabase(database);
  const files = { pdf: minimalPdf(), png: await pngImage(64, 64) };
  const newClient = () => new TrackedClient(server, secrets);

  const a1 = newClient();
  const b1 = newClient();
  const startupNames: Record<StartupName, string> = { A: `Startup A ${randomUUID()}`, B: `Startup B ${randomUUID()}` };
  const a1Login = await registerFounder(a1, startupNames.A, secrets);
  const b1Login = await registerFounder(b1, startupNames.B, secrets);
  const startupOf = async (userId: string) =>
    (await db.selectFrom('users').select('startup_id').where('id', '=', userId).executeTakeFirstOrThrow()).startup_id!;
  const startupIds: Record<StartupName, string> = { A: await startupOf(a1Login.userId), B: await startupOf(b1Login.userId) };

  // Registration always creates a new startup: a co-founder's account is joined to startup A the way the data model allows.
  const a2Login = { email: uniqueEmail(), password: 'co-founder horse battery', userId: randomUUID() };
  secrets.add(a2Login.password);
  await db
    .insertInto('users')
    .values({
      id: a2Login.userId,
      email: a2Login.email,
      password_hash: await hashPassword(a2Login.password),
      first_name: 'Omar',
      last_name: 'Nasser',
      startup_id: startupIds.A,
      created_at: new Date().toISOString(),
    })
    .execute();
  // Signed in as a login would (the app's own session store), sparing one scrypt hash per file; the tenancy matrix logs A2 in for real.
  const a2 = newClient();
  a2.cookies.set('fd_session', await new SessionStore(new SessionRepository(db)).create(a2Login.userId));

  // The account the reset-link row resets (no startup: signing into it shows nobody's data).
  const spareUserId = randomUUID();
  secrets.add(RESET_ACCOUNT_PASSWORD);
  await db
    .insertInto('users')
    .values({
      id: spareUserId,
      email: uniqueEmail(),
      password_hash: await hashPassword(RESET_ACCOUNT_PASSWORD),
      first_name: 'Sara',
      last_name: 'Haddad',
      startup_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();

  // The anonymous visitor's login is A1's: what it signs in with when the matrix reaches POST /api/auth/login.
  const actors: Record<ActorName, Actor> = {
    anonymous: { name: 'anonymous', client: newClient(), login: a1Login },
    A1: { name: 'A1', client: a1, startup: 'A', userId: a1Login.userId, login: a1Login },
    A2: { name: 'A2', client: a2, startup: 'A', userId: a2Login.userId, login: a2Login },
    B1: { name: 'B1', client: b1, startup: 'B', userId: b1Login.userId, login: b1Login },
  };
  const owners: Record<StartupName, TrackedClient> = { A: a1, B: b1 };

  const objects: WorldObject[] = [
    { name: 'deck of A', kind: 'pitchDeck', startup: 'A', hasAvatar: false, id: '' },
    { name: 'deck of B', kind: 'pitchDeck', startup: 'B', hasAvatar: false, id: '' },
    { name: 'founder A1', kind: 'founder', startup: 'A', userId: a1Login.userId, hasAvatar: false, id: '' },
    { name: 'founder A2', kind: 'founder', startup: 'A', userId: a2Login.userId, hasAvatar: false, id: '' },
    { name: 'founder A3', kind: 'founder', startup: 'A', hasAvatar: true, id: '' },
    { name: 'founder B1', kind: 'founder', startup: 'B', userId: b1Login.userId, hasAvatar: false, id: '' },
    { name: 'founder B2', kind: 'founder', startup: 'B', hasAvatar: true, id: '' },
    // Its id is the link's token.
    { name: 'password reset link', kind: 'passwordReset', startup: 'A', hasAvatar: false, id: '' },
    // Its id is the link's token; it changes the spare account's email.
    { name: 'email change link', kind: 'emailChange', startup: 'A', hasAvatar: false, id: '' },
    { name: 'invitation of A', kind: 'invitation', startup: 'A', hasAvatar: false, id: '' },
    { name: 'invitation of B', kind: 'invitation', startup: 'B', hasAvatar: false, id: '' },
    // Its id is the link's token.
    { name: 'invitation link of A', kind: 'invitationLink', startup: 'A', hasAvatar: false, id: '' },
    { name: 'share link of A', kind: 'shareLink', startup: 'A', hasAvatar: false, id: '' },
    { name: 'share link of B', kind: 'shareLink', startup: 'B', hasAvatar: false, id: '' },
    // Its id is the link's token; the link includes contact details and the deck.
    { name: 'one-pager of A', kind: 'sharePage', startup: 'A', hasAvatar: false, id: '' },
    { name: 'application of A', kind: 'application', startup: 'A', hasAvatar: false, id: '' },
    { name: 'application of B', kind: 'application', startup: 'B', hasAvatar: false, id: '' },
    { name: 'revision of A', kind: 'revision', startup: 'A', hasAvatar: false, id: '' },
    { name: 'revision of B', kind: 'revision', startup: 'B', hasAvatar: false, id: '' },
  ];

  /** A pending invitation of the object's startup, straight into the database; the link's id is its token. */
  async function invite(object: WorldObject): Promise<string> {
    const token = randomUUID();
    const now = Date.now();
    const invitation = {
      id: randomUUID(),
      startup_id: startupIds[object.startup],
      email: uniqueEmail(),
      token_hash: hashToken(token),
      invited_by: null,
      locale: 'en',
    };
    await db
      .insertInto('invitations')
      .values({ ...invitation, created_at: new Date(now).toISOString(), expires_at: new Date(now + 86_400_000).toISOString() })
      .execute();
    return object.kind === 'invitationLink' ? token : invitation.id;
  }

  const isShareLink = (object: WorldObject) => object.kind === 'shareLink' || object.kind === 'sharePage';
  const isInvitation = (object: WorldObject) => object.kind === 'invitation' || object.kind === 'invitationLink';
  const findInvitation = (object: WorldObject) =>
    db
      .selectFrom('invitations')
      .select('id')
      .where(
        object.kind === 'invitationLink' ? 'token_hash' : 'id',
        '=',
        object.kind === 'invitationLink' ? hashToken(object.id) : object.id,
      )
      .executeTakeFirst();

  /** A founder with an account whom a matrix removed (DESIGN §8): back in the startup, with a new session. */
  async function rejoin(object: WorldObject, userId: string): Promise<void> {
    await db.updateTable('users').set({ startup_id: startupIds[object.startup] }).where('id', '=', userId).execute();
    const actor = Object.values(actors).find((candidate) => candidate.userId === userId)!;
    actor.client.cookies.set('fd_session', await new SessionStore(new SessionRepository(db)).create(userId));
    actor.client.csrfToken = undefined;
  }

  async function create(object: WorldObject): Promise<string> {
    const owner = owners[object.startup];
    if (isInvitation(object)) return invite(object);
    if (object.kind === 'passwordReset') {
      const token = randomUUID();
      const now = Date.now();
      await db
        .insertInto('password_resets')
        .values({
          token_hash: hashToken(token),
          user_id: spareUserId,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + 3_600_000).toISOString(),
        })
        .execute();
      return token;
    }
    if (object.kind === 'emailChange') {
      const token = randomUUID();
      const now = Date.now();
      const change = {
        token_hash: hashToken(token),
        email: uniqueEmail(),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + 86_400_000).toISOString(),
      };
      await db
        .insertInto('email_changes')
        .values({ user_id: spareUserId, ...change })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(change))
        .execute();
      return token;
    }
    if (isShareLink(object)) {
      const response = await owner.request('POST', SHARE_LINK_PATHS.create, { body: { include_contact: true, include_deck: true } });
      if (response.status !== 201) throw new Error(`share link failed: ${response.status} ${response.text}`);
      return object.kind === 'sharePage' ? (response.json.data.url as string).split('/').pop()! : response.json.data.id;
    }
    if (object.kind === 'application') {
      const body = { program: `Program of ${object.startup}`, questions: [{ text: 'Why you?', max_words: 100, answer: 'Because.' }] };
      const response = await owner.request('POST', APPLICATION_PATHS.list, { body });
      if (response.status !== 201) throw new Error(`application failed: ${response.status} ${response.text}`);
      return response.json.data.id;
    }
    if (object.kind === 'revision') {
      const saved = await owner.request('POST', STARTUP_BRIEF_PATHS.save, {
        body: { problem: `Problem of ${object.startup} ${randomUUID()}` },
      });
      if (saved.status !== 200) throw new Error(`brief save failed: ${saved.status} ${saved.text}`);
      const history = await owner.request('GET', `${HISTORY_PATHS.list}?record=startup-brief`);
      return history.json.data[0].revision;
    }
    if (object.kind === 'pitchDeck') {
      const form = multipart({ file_name: `Deck of ${object.startup}` }, { deck_file: { data: files.pdf, name: 'deck.pdf' } });
      const response = await owner.request('POST', '/api/pitch-deck', { form });
      if (response.status !== 201) throw new Error(`deck upload failed: ${response.status} ${response.text}`);
      return response.json.data.id;
    }
    if (!object.userId) {
      const response = await addFounder(owner, coFounder(), { data: files.png, name: 'me.png', type: 'image/png' });
      if (response.status !== 201) throw new Error(`add founder failed: ${response.status} ${response.text}`);
      return response.json.data.id;
    }
    const existing = await db.selectFrom('founders').select('id').where('user_id', '=', object.userId).executeTakeFirst();
    if (existing) return existing.id;
    const user = await db.selectFrom('users').selectAll().where('id', '=', object.userId).executeTakeFirstOrThrow();
    if (user.startup_id === null) await rejoin(object, user.id);
    const id = randomUUID();
    await db
      .insertInto('founders')
      .values({
        id,
        startup_id: startupIds[object.startup],
        user_id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        title: 'Co-founder',
        brief: '',
        linkedin_url: '',
        avatar_key: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  async function ensure(object: WorldObject): Promise<void> {
    if (isShareLink(object)) {
      const column = object.kind === 'sharePage' ? 'token' : 'id';
      if (!object.id || !(await db.selectFrom('share_links').select('id').where(column, '=', object.id).executeTakeFirst()))
        object.id = await create(object);
      return;
    }
    if (isInvitation(object)) {
      if (!object.id || !(await findInvitation(object))) object.id = await create(object);
      return;
    }
    const row =
      object.kind === 'passwordReset' || object.kind === 'emailChange'
        ? object.id &&
          (await db
            .selectFrom(object.kind === 'passwordReset' ? 'password_resets' : 'email_changes')
            .select('token_hash')
            .where('token_hash', '=', hashToken(object.id))
            .executeTakeFirst())
        : object.id &&
          (await db
            .selectFrom(TABLE_OF[object.kind as keyof typeof TABLE_OF])
            .select('id')
            .where('id', '=', object.id)
            .executeTakeFirst());
    if (!row) object.id = await create(object);
  }
  for (const object of objects) await ensure(object);

  return {
    server,
    logLines,
    secrets,
    actors,
    startupIds,
    objects,
    markersOf: (startup) => [
      startupNames[startup],
      ...Object.values(actors)
        .filter((actor) => actor.startup === startup)
        .map((actor) => actor.login.email),
      ...objects.filter((object) => object.startup === startup).map((object) => object.id),
    ],
    files,
    snapshot: () => takeSnapshot(db, database.dialect, server.dataDir),
    ensure,
    newClient,
    async close() {
      await db.destroy();
      await server.close();
      await fake.close();
    },
  };
}

/** The log lines (captured at debug level for the whole file) that hold any secret the suite used. */
export function linesWithSecrets(world: SecurityWorld): { secret: string; line: string }[] {
  return world.logLines.flatMap((line) =>
    [...world.secrets]
      .filter((secret) => line.includes(secret))
      .map((secret) => ({ secret: `${secret.slice(0, 6)}…`, line: line.slice(0, 300) })),
  );
}
