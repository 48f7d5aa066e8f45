import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password.js';
import type { Db } from '../../src/server/db/connect.js';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS } from '../../src/shared/account.js';
import { OWN_AVATAR_PATH } from '../../src/shared/personal-details.js';
import { SHARE_LINK_PATHS } from '../../src/shared/share-links.js';
import { openDatabase } from './helpers/database.js';
import { minimalPdf } from './helpers/fixtures.js';
import { addFounder, coFounder, listFounders, png } from './helpers/founders.js';
import { Client, uniqueEmail } from './helpers/server.js';
import { multipart, startUploadServer, type UploadServer } from './helpers/uploads.js';
import { useUploadServer } from './helpers/use-test-server.js';

const app = useUploadServer('local');
let db: Db;

beforeAll(() => {
  db = openDatabase(app.server);
});

afterAll(async () => {
  await db?.destroy();
});

const client = () => new Client(app.server);
const WRONG = 'not my password at all';

async function registered(server: UploadServer = app) {
  const owner = new Client(server.server);
  const { account, response } = await owner.register();
  return { owner, account, userId: response.json.data.user.id as string, startupId: response.json.data.user.startup_id as string };
}

/** A second account in the same startup with its own founder row, logged in (the data model's co-founder). */
async function coFounderAccount(startupId: string) {
  const login = { email: uniqueEmail(), password: 'co-founder horse battery' };
  const id = randomUUID();
  const founderId: string = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      email: login.email,
      password_hash: await hashPassword(login.password),
      first_name: 'Omar',
      last_name: 'Nasser',
      startup_id: startupId,
      created_at: now,
      locale: null,
    })
    .execute();
  await db
    .insertInto('founders')
    .values({
      id: founderId,
      startup_id: startupId,
      user_id: id,
      first_name: 'Omar',
      last_name: 'Nasser',
      email: login.email,
      title: 'CTO',
      brief: '',
      linkedin_url: '',
      avatar_key: null,
      created_at: now,
    })
    .execute();
  const member = client();
  expect((await member.login(login.email, login.password)).status).toBe(200);
  return { member, login, userId: id, founderId };
}

async function uploadDeck(owner: Client) {
  const form = multipart({ file_name: 'Seed round' }, { deck_file: { data: minimalPdf(), name: 'deck.pdf', type: 'application/pdf' } });
  const response = await owner.request('POST', '/api/pitch-deck', { form });
  expect(response.status, response.text).toBe(201);
}

describe('change password', () => {
  it('checks the current password and the new one, then ends every other session and keeps this one', async () => {
    const { owner, account } = await registered();
    const phone = client();
    expect((await phone.login(account.email, account.password)).status).toBe(200);

    const wrong = await owner.post(ACCOUNT_PATHS.password, { current_password: WRONG, new_password: 'a fresh horse battery' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ current_password: [ACCOUNT_MESSAGES.wrongPassword] });
    const weak = await owner.post(ACCOUNT_PATHS.password, { current_password: account.password, new_password: 'password123' });
    expect(Object.keys(weak.json.errors)).toEqual(['new_password']);
    expect((await phone.get('/api/startup/details')).status).toBe(200);

    const changed = await owner.post(ACCOUNT_PATHS.password, { current_password: account.password, new_password: 'a fresh horse battery' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect((await phone.get('/api/startup/details')).status).toBe(401);
    expect((await owner.get('/api/startup/details')).status).toBe(200);
    expect((await client().login(account.email, account.password)).status).toBe(422);
    expect((await client().login(account.email, 'a fresh horse battery')).status).toBe(200);
  });
});

describe('export my data', () => {
  it("downloads the user's own account, details and startup as a JSON file, never a co-founder's or another startup's private details", async () => {
    const { owner, account, startupId } = await registered();
    const saved = async (request: Promise<{ status: number; text: string }>) => {
      const response = await request;
      expect(response.status, response.text).toBe(200);
    };
    await saved(
      owner.post('/profile/update-personal-details', {
        biography: '<p>OWNER-BIO</p>',
        birth_date: '1990-04-12',
        gender: 'female',
        nationality: 'JO',
        country_of_residence: 'AE',
      }),
    );
    await saved(owner.post('/dashboard/startup-brief', { one_liner: 'OWNER-ONE-LINER' }));
    await uploadDeck(owner);
    const { member } = await coFounderAccount(startupId);
    await saved(member.post('/profile/update-personal-details', { biography: '<p>COFOUNDER-PRIVATE-BIO</p>' }));
    await saved(
      member.post('/profile/update-contact-details', {
        emails: [{ value: 'cofounder-private@example.com' }],
        phones: [{ number: '791234567', code: '+962', country: 'JO' }],
        whatsapps: [],
        linkedin: '',
        website: '',
      }),
    );
    const stranger = await registered();
    await saved(stranger.owner.post('/profile/update-personal-details', { biography: '<p>STRANGER-BIO</p>' }));
    await saved(stranger.owner.post('/startup/update-details', { name: 'STRANGER-STARTUP' }));

    const response = await owner.get(ACCOUNT_PATHS.export);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="founder-dashboard-export-\d{4}-\d{2}-\d{2}\.json"/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const data = JSON.parse(response.text);
    expect(data.account).toMatchObject({ email: account.email, first_name: 'Lina' });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.personal_details.biography).toBe('<p>OWNER-BIO</p>');
    expect(data.contact_details.emails).toEqual([{ value: account.email }]);
    expect(data.startup).toMatchObject({
      id: startupId,
      brief: { one_liner: 'OWNER-ONE-LINER' },
      pitch_decks: [{ file_name: 'Seed round', file_type: 'pdf' }],
    });
    expect(data.startup.founders.map((founder: { first_name: string; is_you: boolean }) => [founder.first_name, founder.is_you])).toEqual([
      ['Lina', true],
      ['Omar', false],
    ]);
    for (const foreign of [
      'COFOUNDER-PRIVATE-BIO',
      'cofounder-private@example.com',
      '791234567',
      'STRANGER',
      stranger.account.email,
      'password_hash',
      'storage_key',
      'avatar_key',
    ]) {
      expect(response.text).not.toContain(foreign);
    }
  });
});

describe('an account without a startup (removed from its team)', () => {
  it('still exports its own data and deletes itself, touching no startup', async () => {
    const { owner, account, userId, startupId } = await registered();
    await db.updateTable('users').set({ startup_id: null }).where('id', '=', userId).execute();

    const exported = await owner.get(ACCOUNT_PATHS.export);
    expect(exported.status, exported.text).toBe(200);
    expect(JSON.parse(exported.text)).toMatchObject({ account: { email: account.email }, startup: null });
    const deleted = await owner.post(ACCOUNT_PATHS.delete, { password: account.password });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await db.selectFrom('users').select('id').where('id', '=', userId).execute()).toEqual([]);
    expect(await db.selectFrom('startups').select('id').where('id', '=', startupId).execute()).toHaveLength(1);
  });
});

describe('delete account', () => {
  it("as a co-founder: needs the password, then only the person's own data and account go; the team keeps their founder row", async () => {
    const { owner, startupId } = await registered();
    await uploadDeck(owner);
    const { member, login, userId, founderId } = await coFounderAccount(startupId);
    await member.post('/profile/update-personal-details', { biography: '<p>Leaving.</p>' });
    const files = await app.storedKeys();

    const wrong = await member.post(ACCOUNT_PATHS.delete, { password: WRONG });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ password: [ACCOUNT_MESSAGES.wrongPassword] });
    const deleted = await member.post(ACCOUNT_PATHS.delete, { password: login.password });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json).toMatchObject({ success: true, message: ACCOUNT_MESSAGES.deleted, data: { user: null } });

    expect((await member.get('/api/startup/details')).status).toBe(401);
    expect((await client().login(login.email, login.password)).status).toBe(422);
    expect(await db.selectFrom('user_profiles').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
    expect((await listFounders(owner)).find((founder: { id: string }) => founder.id === founderId)).toMatchObject({
      user_id: null,
      isYou: false,
    });
    expect((await owner.get('/api/pitch-deck')).json.data).toHaveLength(1);
    expect(await app.storedKeys()).toEqual(files);
  });

  it('as a co-founder: their founder row stays without their email or photo, the photo file goes, and one-pagers show neither', async () => {
    const { owner, startupId } = await registered();
    const files = await app.storedKeys();
    const leaving = await coFounderAccount(startupId);
    const photo = await leaving.member.request('POST', OWN_AVATAR_PATH, { form: multipart({}, { avatar: await png(64, 64) }) });
    expect(photo.status, photo.text).toBe(200);
    expect(await app.storedKeys()).toHaveLength(files.length + 1);
    const link = await owner.post(SHARE_LINK_PATHS.create, { include_contact: true });
    expect(link.status, link.text).toBe(201);
    const onePager = async () => (await client().get(new URL(link.json.data.url).pathname)).text;
    const shown = await onePager();
    expect(shown).toContain(leaving.login.email);
    const photoUrl = /<img class="face" src="([^"]+)"/.exec(shown)?.[1];
    expect(photoUrl).toMatch(/^data:image\/webp;base64,/);

    expect((await leaving.member.post(ACCOUNT_PATHS.delete, { password: leaving.login.password })).status).toBe(200);

    expect((await listFounders(owner)).find((founder: { id: string }) => founder.id === leaving.founderId)).toMatchObject({
      first_name: 'Omar',
      user_id: null,
      email: '',
      avatar_url: '',
    });
    expect(await app.storedKeys()).toEqual(files);
    const page = await onePager();
    expect(page).not.toContain(leaving.login.email);
    expect(page).not.toContain(photoUrl);
    expect(page).toContain('<span class="face" aria-hidden="true">ON</span>');

    // A second co-founder leaving keeps their entry too: rows without an email do not collide.
    const another = await coFounderAccount(startupId);
    expect((await another.member.post(ACCOUNT_PATHS.delete, { password: another.login.password })).status).toBe(200);
    const team = await listFounders(owner);
    expect(
      team
        .filter((founder: { id: string }) => [leaving.founderId, another.founderId].includes(founder.id))
        .map((founder: { email: string }) => founder.email),
    ).toEqual(['', '']);
  });
});

describe.each(['local', 's3'] as const)('delete the last account (%s storage)', (driver) => {
  let app: UploadServer;
  let db: Db;
  beforeAll(async () => {
    app = await startUploadServer(driver);
    db = openDatabase(app.server);
  });
  afterAll(async () => {
    await db?.destroy();
    await app?.close();
  });

  it('as the last account of the startup: the startup goes with every row and file', async () => {
    const { owner, account, startupId } = await registered(app);
    const untouched = await registered(app);
    await uploadDeck(untouched.owner);
    const filesOfOthers = await app.storedKeys();
    await uploadDeck(owner);
    expect((await addFounder(owner, coFounder(), await png(200, 200))).status).toBe(201);
    expect((await app.storedKeys()).length).toBe(filesOfOthers.length + 2);

    const deleted = await owner.post(ACCOUNT_PATHS.delete, { password: account.password });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await app.storedKeys()).toEqual(filesOfOthers);
    for (const table of ['startups', 'founders', 'pitch_decks'] as const) {
      const column = table === 'startups' ? 'id' : 'startup_id';
      expect(await db.selectFrom(table).select(column).where(column, '=', startupId).execute()).toEqual([]);
    }
    expect((await new Client(app.server).login(account.email, account.password)).status).toBe(422);
    expect((await untouched.owner.get('/api/pitch-deck')).json.data).toHaveLength(1);
  });
});
