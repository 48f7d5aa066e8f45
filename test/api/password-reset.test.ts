import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect.js';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS } from '../../src/shared/account.js';
import { openDatabase } from './helpers/database.js';
import { startSmtpServer, type ReceivedMail } from './helpers/smtp.js';
import { Client, uniqueEmail } from './helpers/server.js';
import { useStarted, useTestServer } from './helpers/use-test-server.js';

const logLines: string[] = [];
const smtp = useStarted(() => startSmtpServer());
// Request logs captured, to check no live token is written there.
const logger = { level: 'info', stream: { write: (line: string) => void logLines.push(line) } };
const server = useTestServer(() => ({ env: { SMTP_URL: smtp.url }, logger }));
let db: Db;

beforeAll(() => {
  db = openDatabase(server);
});

afterAll(async () => {
  await db?.destroy();
});

const NEW_PASSWORD = 'a brand new horse battery';

/** The token of the reset link in a mail: `<origin>/reset-password#<token>`, in the text and in the HTML. */
function tokenOf(mail: ReceivedMail): string {
  const link = new RegExp(`${server.appOrigin}/reset-password#([A-Za-z0-9_-]{43})`);
  const token = link.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  expect(mail.html).toContain(`href="${server.appOrigin}/reset-password#${token}"`);
  return token!;
}

async function askForLink(email: string, headers: [string, string][] = []) {
  return new Client(server).post(ACCOUNT_PATHS.passwordReset, { email }, { headers });
}

describe('password reset', () => {
  it('mails a link that sets a new password once, logs in, and ends every other session', async () => {
    const owner = new Client(server);
    const { account } = await owner.register();
    const laptop = new Client(server);
    expect((await laptop.login(account.email, account.password)).status).toBe(200);

    const asked = await askForLink(account.email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetRequested });
    const mail = await smtp.nextMail(account.email);
    expect(mail.subject).toBe('Reset your Founder Dashboard password');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    const token = tokenOf(mail);

    const browser = new Client(server);
    const reset = await browser.post(`${ACCOUNT_PATHS.passwordReset}/${token}`, { password: NEW_PASSWORD });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json).toMatchObject({ success: true, message: ACCOUNT_MESSAGES.resetDone, data: { user: { email: account.email } } });
    expect((await browser.get('/api/startup/details')).status).toBe(200);
    expect((await owner.get('/api/startup/details')).status).toBe(401);
    expect((await laptop.get('/api/startup/details')).status).toBe(401);
    expect((await new Client(server).login(account.email, account.password)).status).toBe(422);
    expect((await new Client(server).login(account.email, NEW_PASSWORD)).status).toBe(200);

    expect(logLines.some((line) => line.includes('/api/auth/password-reset/…'))).toBe(true);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);

    const again = await new Client(server).post(`${ACCOUNT_PATHS.passwordReset}/${token}`, { password: 'yet another horse battery' });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ success: false, message: ACCOUNT_MESSAGES.resetLinkDead });
  });

  it('gives an unknown email the same answer and mails nothing', async () => {
    const { account } = await new Client(server).register();
    const stranger = uniqueEmail();
    const unknown = await askForLink(stranger);
    const known = await askForLink(account.email);
    expect({ status: unknown.status, body: unknown.json }).toEqual({ status: known.status, body: known.json });
    // Mails go out in the order asked: once the known one arrived, one for the stranger would have too.
    await smtp.nextMail(account.email);
    expect(smtp.received.filter((mail) => mail.to.includes(stranger))).toEqual([]);
    expect(
      await db
        .selectFrom('password_resets')
        .selectAll()
        .where('user_id', '=', await userId(account.email))
        .execute(),
    ).toHaveLength(1);
  });

  it('answers 404 for an expired link and an unknown token, and changes nothing', async () => {
    const { account } = await new Client(server).register();
    await askForLink(account.email);
    const token = tokenOf(await smtp.nextMail(account.email));
    await db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', await userId(account.email))
      .execute();

    for (const dead of [token, 'x'.repeat(43)]) {
      const response = await new Client(server).post(`${ACCOUNT_PATHS.passwordReset}/${dead}`, { password: NEW_PASSWORD });
      expect(response.status).toBe(404);
      expect(response.json.message).toBe(ACCOUNT_MESSAGES.resetLinkDead);
    }
    expect((await new Client(server).login(account.email, account.password)).status).toBe(200);
  });

  it('holds the new password to the register rules and keeps the link usable after a 422', async () => {
    const { account } = await new Client(server).register();
    await askForLink(account.email);
    const token = tokenOf(await smtp.nextMail(account.email));
    const client = new Client(server);
    const short = await client.post(`${ACCOUNT_PATHS.passwordReset}/${token}`, { password: 'short' });
    expect(short.status).toBe(422);
    expect(short.json.errors.password).toEqual(['Password must be at least 8 characters.']);
    const common = await client.post(`${ACCOUNT_PATHS.passwordReset}/${token}`, { password: 'password123' });
    expect(common.json.errors.password).toEqual(['This password is too common. Please choose one that is harder to guess.']);
    expect((await new Client(server).login(account.email, account.password)).status).toBe(200);
    expect((await client.post(`${ACCOUNT_PATHS.passwordReset}/${token}`, { password: NEW_PASSWORD })).status).toBe(200);
  });

  it("mails in the account's language, else the page's, in Arabic right to left", async () => {
    const { account } = await new Client(server).register();
    await askForLink(account.email, [['accept-language', 'ar']]);
    const mail = await smtp.nextMail(account.email);
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في Founder Dashboard');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('يعمل الرابط أدناه مرة واحدة فقط');
  });

  it('sends at most 5 links an hour to one email, known or not (429 after)', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 5; attempt++) expect((await askForLink(email)).status).toBe(200);
    const refused = await askForLink(email);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.json.message).toBe(ACCOUNT_MESSAGES.tooManyResetMails);
    expect((await askForLink(uniqueEmail())).status).toBe(200);
  });
});

async function userId(email: string): Promise<string> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
