import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect.js';
import { INVITATION_MESSAGES, INVITATION_PATHS } from '../../src/shared/invitations.js';
import { openDatabase } from './helpers/database.js';
import { addFounder, coFounder, listFounders } from './helpers/founders.js';
import { expectValidationErrors } from './helpers/resource.js';
import { Client, uniqueEmail } from './helpers/server.js';
import { startSmtpServer } from './helpers/smtp.js';
import { useStarted, useTestServer } from './helpers/use-test-server.js';

const smtp = useStarted(() => startSmtpServer());
const server = useTestServer(() => ({ env: { SMTP_URL: smtp.url, LIMIT_INVITATIONS_PER_STARTUP: '4' } }));
let db: Db;

beforeAll(() => {
  db = openDatabase(server);
});

afterAll(async () => {
  await db?.destroy();
});

const PASSWORD = 'invited horse battery';
const DEAD_LINK = { success: false, message: INVITATION_MESSAGES.deadLink };
const joinAs = (first_name = 'Huda', last_name = 'Khalil') => ({ first_name, last_name, password: PASSWORD });

async function founder(overrides: { first_name?: string; startup_name?: string; locale?: string } = {}) {
  const client = new Client(server);
  const headers: [string, string][] = overrides.locale ? [['accept-language', overrides.locale]] : [];
  const { account, response } = await client.register({ first_name: 'Lina', startup_name: 'Olive Labs', ...overrides }, { headers });
  expect(response.status, response.text).toBe(201);
  return { client, account };
}

/** An invitation's token: the fragment of the link the answer carries. */
function tokenOf(url: string): string {
  const match = new RegExp(`^${server.appOrigin}/invite#([A-Za-z0-9_-]{43})$`).exec(url);
  expect(match, url).not.toBeNull();
  return match![1]!;
}

async function invite(client: Client, email = uniqueEmail()) {
  const response = await client.post(INVITATION_PATHS.create, { email });
  expect(response.status, response.text).toBe(201);
  return { email, response, token: tokenOf(response.json.data.url) };
}

const invitationCount = async () =>
  Number(
    (
      await db
        .selectFrom('invitations')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
const accountCount = async () =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('invitations', () => {
  it('invites by email: a link valid 7 days, listed as pending with the inviter, mailed in plain text and HTML', async () => {
    const { client, account } = await founder({ startup_name: 'Qamar Logistics' });
    const before = Date.now();
    const { email, response, token } = await invite(client);

    expect(response.json).toMatchObject({ success: true, message: INVITATION_MESSAGES.created, data: { email, mail_sent: true } });
    const expiresAt = Date.parse(response.json.data.expires_at);
    expect(expiresAt - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);
    expect(response.headers.get('cache-control')).toContain('no-store');

    const listed = await client.get(INVITATION_PATHS.list);
    expect(listed.json.data).toEqual([
      {
        id: response.json.data.id,
        email,
        expires_at: response.json.data.expires_at,
        invited_by: { id: expect.any(String), first_name: 'Lina', last_name: account.last_name },
      },
    ]);

    const mail = await smtp.nextMail(email);
    expect(mail.subject).toBe('Join “Qamar Logistics” on Founder Dashboard');
    expect(mail.text).toContain(`Lina ${account.last_name} invited you to join the team of “Qamar Logistics”`);
    expect(mail.text).toContain(`${server.appOrigin}/invite#${token}`);
    expect(mail.html).toContain(`href="${server.appOrigin}/invite#${token}"`);
    // Only the token's hash is stored.
    expect(JSON.stringify(await db.selectFrom('invitations').selectAll().execute())).not.toContain(token);
  });

  it("mails in the inviter's language", async () => {
    const { client } = await founder({ startup_name: 'قمر', locale: 'ar' });
    await client.post('/api/account/locale', { locale: 'ar' });
    const { email } = await invite(client);
    const mail = await smtp.nextMail(email);
    expect(mail.subject).toBe('دعوة للانضمام إلى «قمر» على Founder Dashboard');
    expect(mail.html).toContain('dir="rtl"');
  });

  it("keeps typed text out of the subject and never lets a name's link become one", async () => {
    const { client, account } = await founder({
      first_name: 'Lina\r\nverify at www.evil.example',
      startup_name: 'Zaytoun\r\nverify at https://evil.example/login',
    });
    const { email, token } = await invite(client);
    const mail = await smtp.nextMail(email);
    const appLink = `${server.appOrigin}/invite#${token}`;

    expect(mail.subject).toBe('Join “Zaytoun verify at https://evil.example/login” on Founder Dashboard');
    expect(mail.subject).not.toMatch(/[\r\n]|Lina/);

    expect(mail.text).toContain(
      `Lina verify at www[.]evil[.]example ${account.last_name} invited you to join the team of “Zaytoun verify at https[:]//evil[.]example/login”`,
    );
    expect(mail.text).toContain(appLink);
    expect(mail.text).not.toMatch(/evil\.example|:\/\/evil/);

    // The head's <title> is text no client shows as a link; the body is what it reads links in.
    const body = mail.html.slice(mail.html.indexOf('<body'));
    expect([...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([appLink]);
    expect(body).not.toMatch(/evil\.example|:\/\/evil/);
    // What a reader sees is the name as typed: the breaks are an element and an invisible word joiner.
    expect(body.replace(/<[^>]*>/g, '').replaceAll('&#8288;', '')).toContain(
      'Join “Zaytoun verify at https://evil.example/login” on Founder Dashboard',
    );
  });

  it('reads an invitation by its token without a login, and answers 404 for an unknown token', async () => {
    const { client, account } = await founder({ startup_name: 'Cedar Health' });
    const { email, token } = await invite(client);
    const anonymous = new Client(server);

    const preview = await anonymous.get(INVITATION_PATHS.byToken(token));
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json.data).toEqual({
      startup_name: 'Cedar Health',
      email,
      invited_by: { first_name: 'Lina', last_name: account.last_name },
    });
    const unknown = await anonymous.get(INVITATION_PATHS.byToken('x'.repeat(43)));
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual(DEAD_LINK);
  });

  it('accepts once: creates the account with the invited email, joins the startup, links the founder row with that email, logs in', async () => {
    const { client } = await founder();
    const email = uniqueEmail();
    const added = await addFounder(client, coFounder({ email, first_name: 'Hoda', title: 'CTO' }));
    expect(added.status).toBe(201);
    const { token } = await invite(client, email);

    const invitee = new Client(server);
    const accepted = await invitee.post(INVITATION_PATHS.accept(token), joinAs());
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.json).toMatchObject({
      success: true,
      message: INVITATION_MESSAGES.accepted,
      data: { user: { email, first_name: 'Huda', last_name: 'Khalil', startup_id: expect.any(String) } },
    });

    // The same startup: the existing founder row became the new account's own, named as they typed, title kept.
    const team = await listFounders(invitee);
    expect(team).toHaveLength(2);
    expect(team[0]).toMatchObject({ id: added.json.data.id, email, first_name: 'Huda', last_name: 'Khalil', title: 'CTO', isYou: true });
    expect((await listFounders(client)).find((row: { id: string }) => row.id === added.json.data.id)).toMatchObject({
      isYou: false,
      user_id: accepted.json.data.user.id,
    });
    expect((await client.get(INVITATION_PATHS.list)).json.data).toEqual([]);

    // Single use: the link is dead now, and nothing more is created.
    const accounts = await accountCount();
    const again = await new Client(server).post(INVITATION_PATHS.accept(token), joinAs('Other', 'Person'));
    expect(again.status).toBe(404);
    expect(again.json).toEqual(DEAD_LINK);
    expect((await new Client(server).get(INVITATION_PATHS.byToken(token))).status).toBe(404);
    expect(await accountCount()).toBe(accounts);

    // The new account logs in with its password.
    expect((await new Client(server).login(email, PASSWORD)).status).toBe(200);
  });

  it('gives the invited person a new founder row when the team has none with that email', async () => {
    const { client } = await founder();
    const { email, token } = await invite(client);
    const invitee = new Client(server);
    expect((await invitee.post(INVITATION_PATHS.accept(token), joinAs('Sami', 'Aziz'))).status).toBe(201);
    const team = await listFounders(client);
    expect(team).toHaveLength(2);
    expect(team[1]).toMatchObject({ email, first_name: 'Sami', last_name: 'Aziz', title: 'Founder', isYou: false });
  });

  it('replaces a pending invitation to the same email: the old link dies', async () => {
    const { client } = await founder();
    const first = await invite(client);
    const second = await invite(client, first.email);
    expect((await new Client(server).get(INVITATION_PATHS.byToken(first.token))).status).toBe(404);
    expect((await new Client(server).get(INVITATION_PATHS.byToken(second.token))).status).toBe(200);
    expect((await client.get(INVITATION_PATHS.list)).json.data.map((row: { id: string }) => row.id)).toEqual([
      second.response.json.data.id,
    ]);
  });

  it('revokes: the link dies; another startup cannot revoke it (404) and never sees it', async () => {
    const { client } = await founder();
    const other = await founder();
    const { token, response } = await invite(client);
    const id = response.json.data.id;

    const foreign = await other.client.request('DELETE', INVITATION_PATHS.invitation(id));
    expect(foreign.status).toBe(404);
    expect((await other.client.get(INVITATION_PATHS.list)).json.data).toEqual([]);
    expect((await new Client(server).get(INVITATION_PATHS.byToken(token))).status).toBe(200);

    const revoked = await client.request('DELETE', INVITATION_PATHS.invitation(id));
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.json.message).toBe(INVITATION_MESSAGES.revoked);
    const accounts = await accountCount();
    const accept = await new Client(server).post(INVITATION_PATHS.accept(token), joinAs());
    expect(accept.status).toBe(404);
    expect(await accountCount()).toBe(accounts);
  });

  it('answers 404 for an expired link and creates nothing', async () => {
    const { client } = await founder();
    const { token, response } = await invite(client);
    await db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', response.json.data.id)
      .execute();
    expect((await new Client(server).get(INVITATION_PATHS.byToken(token))).status).toBe(404);
    const accounts = await accountCount();
    expect((await new Client(server).post(INVITATION_PATHS.accept(token), joinAs())).status).toBe(404);
    expect(await accountCount()).toBe(accounts);
    expect((await client.get(INVITATION_PATHS.list)).json.data).toEqual([]);
  });

  it('refuses with 422 on email: a member of this startup, a bad email; on accept: an email that has an account, a weak password', async () => {
    const { client, account } = await founder();
    expectValidationErrors(await client.post(INVITATION_PATHS.create, { email: account.email }), {
      email: INVITATION_MESSAGES.alreadyMember,
    });
    expectValidationErrors(await client.post(INVITATION_PATHS.create, { email: 'not an email' }), {
      email: 'Please enter a valid email address.',
    });

    // Someone registered the invited email elsewhere before accepting: log in instead, nothing created, the link still works.
    const elsewhere = await founder();
    const { token } = await invite(client, elsewhere.account.email);
    const before = { accounts: await accountCount(), invitations: await invitationCount() };
    expectValidationErrors(await new Client(server).post(INVITATION_PATHS.accept(token), joinAs()), {
      email: INVITATION_MESSAGES.accountExists,
    });
    expect({ accounts: await accountCount(), invitations: await invitationCount() }).toEqual(before);

    const fresh = await invite(client);
    expectValidationErrors(await new Client(server).post(INVITATION_PATHS.accept(fresh.token), { ...joinAs(), password: 'short' }), {
      password: 'Password must be at least 8 characters.',
    });
    expectValidationErrors(await new Client(server).post(INVITATION_PATHS.accept(fresh.token), { ...joinAs(), password: 'password123' }), {
      password: 'This password is too common. Please choose one that is harder to guess.',
    });
    expectValidationErrors(await new Client(server).post(INVITATION_PATHS.accept(fresh.token), { password: PASSWORD }), {
      first_name: 'This field is required.',
      last_name: 'This field is required.',
    });
    expect(await accountCount()).toBe(before.accounts);
    expect((await new Client(server).get(INVITATION_PATHS.byToken(fresh.token))).status).toBe(200);
  });

  it('allows LIMIT_INVITATIONS_PER_STARTUP a day, then 429 with Retry-After', async () => {
    const { client } = await founder();
    for (let count = 0; count < 4; count += 1) await invite(client);
    const refused = await client.post(INVITATION_PATHS.create, { email: uniqueEmail() });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(INVITATION_MESSAGES.tooMany);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another startup has its own allowance.
    await invite((await founder()).client);
  });

  it('asks for a login (401) to invite, list and revoke, and JSON (415) for the two JSON saves', async () => {
    const anonymous = new Client(server);
    expect((await anonymous.post(INVITATION_PATHS.create, { email: uniqueEmail() })).status).toBe(401);
    expect((await anonymous.get(INVITATION_PATHS.list)).status).toBe(401);
    const { client } = await founder();
    const { token } = await invite(client);
    const form = new FormData();
    form.append('email', uniqueEmail());
    expect((await client.request('POST', INVITATION_PATHS.create, { form })).status).toBe(415);
    expect((await anonymous.request('POST', INVITATION_PATHS.accept(token), { form })).status).toBe(415);
  });
});
