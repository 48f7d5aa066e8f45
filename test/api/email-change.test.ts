import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect.js';
import { unlinkedText } from '../../src/server/mail/typed-text.js';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS, emailConfirmationPath } from '../../src/shared/account.js';
import { ACCOUNT_LOCALE_PATH } from '../../src/shared/i18n/locale.js';
import { openDatabase } from './helpers/database.js';
import { addFounder, coFounder, listFounders } from './helpers/founders.js';
import { startSmtpServer, type ReceivedMail } from './helpers/smtp.js';
import { Client, uniqueEmail } from './helpers/server.js';
import { useStarted, useTestServer } from './helpers/use-test-server.js';

const logLines: string[] = [];
const smtp = useStarted(() => startSmtpServer());
// Request logs captured, to check no live token is written there.
const logger = { level: 'info', stream: { write: (line: string) => void logLines.push(line) } };
// Three links an hour per account (5 by default): enough for every test here but the one that meets the limit.
const server = useTestServer(() => ({ env: { SMTP_URL: smtp.url, LIMIT_EMAIL_CHANGE_MAILS_PER_USER: '3' }, logger }));
let db: Db;

beforeAll(() => {
  db = openDatabase(server);
});

afterAll(async () => {
  await db?.destroy();
});

const WRONG = 'not my password at all';
const client = () => new Client(server);

async function registered() {
  const owner = client();
  const { account, response } = await owner.register();
  expect(response.status, response.text).toBe(201);
  return { owner, account, userId: response.json.data.user.id as string };
}

/** The token of the confirming link in a mail: `<origin>/confirm-email#<token>`, in the text and in the HTML. */
function tokenOf(mail: ReceivedMail): string {
  const token = new RegExp(`${server.appOrigin}/confirm-email#([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  expect(mail.html).toContain(`href="${server.appOrigin}/confirm-email#${token}"`);
  return token!;
}

const emailOf = async (userId: string) =>
  (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

describe('change email', () => {
  it('changes nothing until the link mailed to the new address is opened, and notices the current one', async () => {
    const { owner, account, userId } = await registered();
    const laptop = client();
    expect((await laptop.login(account.email, account.password)).status).toBe(200);
    const email = uniqueEmail();

    const asked = await owner.post(ACCOUNT_PATHS.email, { password: account.password, email: email.toUpperCase() });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toEqual({ success: true, message: ACCOUNT_MESSAGES.emailChangeSent });
    expect(await emailOf(userId)).toBe(account.email);
    expect((await owner.session()).json.data.user?.email).toBe(account.email);
    expect((await client().login(account.email, account.password)).status).toBe(200);

    const confirmation = await smtp.nextMail(email);
    expect(confirmation.subject).toBe('Confirm your new email for Founder Dashboard');
    expect(confirmation.html).toContain('<html lang="en" dir="ltr">');
    expect(confirmation.text).toContain(unlinkedText(account.email));
    const token = tokenOf(confirmation);
    const notice = await smtp.nextMail(account.email);
    expect(notice.subject).toBe('Your Founder Dashboard email is about to change');
    expect(notice.text).toContain(unlinkedText(email));
    expect(notice.text).toContain('If it was not you, change your password');
    expect(notice.text).toContain(`${server.appOrigin}/account`);
    expect(notice.text).not.toContain(token);

    // Opened in a browser where nobody is logged in: the token alone makes the change.
    const confirmed = await client().post(emailConfirmationPath(token));
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toEqual({ success: true, message: ACCOUNT_MESSAGES.emailChanged, data: { email } });
    expect(await emailOf(userId)).toBe(email);
    expect((await listFounders(owner))[0]).toMatchObject({ isYou: true, email });
    // Sessions stay (the password did not change) and read the new address at once.
    expect((await laptop.session()).json.data.user?.email).toBe(email);
    expect((await client().login(account.email, account.password)).status).toBe(422);
    expect((await client().login(email, account.password)).status).toBe(200);

    expect(logLines.some((line) => line.includes('/api/account/email/…'))).toBe(true);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);

    const again = await client().post(emailConfirmationPath(token));
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ success: false, message: ACCOUNT_MESSAGES.emailLinkDead });
  });

  it('answers 404 for an expired link, an unknown token and a link replaced by a newer request, and changes nothing', async () => {
    const { owner, account, userId } = await registered();
    const late = uniqueEmail();
    await owner.post(ACCOUNT_PATHS.email, { password: account.password, email: late });
    const expired = tokenOf(await smtp.nextMail(late));
    await db
      .updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', userId)
      .execute();
    const first = uniqueEmail();
    await owner.post(ACCOUNT_PATHS.email, { password: account.password, email: first });
    const replaced = tokenOf(await smtp.nextMail(first));
    const second = uniqueEmail();
    await owner.post(ACCOUNT_PATHS.email, { password: account.password, email: second });

    for (const dead of [expired, replaced, 'x'.repeat(43)]) {
      const response = await client().post(emailConfirmationPath(dead));
      expect(response.status).toBe(404);
      expect(response.json.message).toBe(ACCOUNT_MESSAGES.emailLinkDead);
    }
    expect(await emailOf(userId)).toBe(account.email);
    expect((await client().post(emailConfirmationPath(tokenOf(await smtp.nextMail(second))))).status).toBe(200);
    expect(await emailOf(userId)).toBe(second);
  });

  it('changes only the account that asked, whoever opens the link', async () => {
    const asker = await registered();
    const other = await registered();
    const email = uniqueEmail();
    await asker.owner.post(ACCOUNT_PATHS.email, { password: asker.account.password, email });

    const confirmed = await other.owner.post(emailConfirmationPath(tokenOf(await smtp.nextMail(email))));
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await emailOf(asker.userId)).toBe(email);
    expect(await emailOf(other.userId)).toBe(other.account.email);
    expect((await other.owner.session()).json.data.user?.email).toBe(other.account.email);
  });

  it('needs the password and a free address; mails nothing when refused', async () => {
    const { owner, account } = await registered();
    const { account: other } = await registered();
    const sent = smtp.received.length;

    const wrong = await owner.post(ACCOUNT_PATHS.email, { password: WRONG, email: uniqueEmail() });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ password: [ACCOUNT_MESSAGES.wrongPassword] });
    const taken = await owner.post(ACCOUNT_PATHS.email, { password: account.password, email: other.email });
    expect(taken.status).toBe(422);
    expect(taken.json.errors).toEqual({ email: ['An account with this email already exists.'] });
    const same = await owner.post(ACCOUNT_PATHS.email, { password: account.password, email: account.email });
    expect(same.json.errors).toEqual({ email: [ACCOUNT_MESSAGES.sameEmail] });
    expect((await owner.post(ACCOUNT_PATHS.email, { password: account.password, email: 'not-an-email' })).json.errors.email).toBeDefined();

    const teammate = coFounder();
    expect((await addFounder(owner, teammate)).status).toBe(201);
    const onTeam = await owner.post(ACCOUNT_PATHS.email, { password: account.password, email: teammate.email });
    expect(onTeam.status).toBe(422);
    expect(onTeam.json.errors).toEqual({ email: ['A founder with this email is already on your team.'] });
    expect(await db.selectFrom('email_changes').select('email').where('email', 'in', [other.email, teammate.email]).execute()).toEqual([]);
    expect(smtp.received.length).toBe(sent);
  });

  it('refuses at the click an address another account took meanwhile (422 email), and keeps the current one', async () => {
    const { owner, account, userId } = await registered();
    const email = uniqueEmail();
    await owner.post(ACCOUNT_PATHS.email, { password: account.password, email });
    const token = tokenOf(await smtp.nextMail(email));
    expect((await client().register({ email })).response.status).toBe(201);

    const late = await client().post(emailConfirmationPath(token));
    expect(late.status).toBe(422);
    expect(late.json.errors).toEqual({ email: ['An account with this email already exists.'] });
    expect(await emailOf(userId)).toBe(account.email);
  });

  it('mails at most LIMIT_EMAIL_CHANGE_MAILS_PER_USER links an hour per account (429 after), refused requests not counted', async () => {
    const { owner, account, userId } = await registered();
    expect((await owner.post(ACCOUNT_PATHS.email, { password: WRONG, email: uniqueEmail() })).status).toBe(422);
    for (let attempt = 0; attempt < 3; attempt++) {
      const asked = await owner.post(ACCOUNT_PATHS.email, { password: account.password, email: uniqueEmail() });
      expect(asked.status, asked.text).toBe(200);
    }
    const last = (await db.selectFrom('email_changes').select('email').where('user_id', '=', userId).executeTakeFirstOrThrow()).email;
    const refused = await owner.post(ACCOUNT_PATHS.email, { password: account.password, email: uniqueEmail() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.json.message).toBe(ACCOUNT_MESSAGES.tooManyEmailChanges);
    expect((await db.selectFrom('email_changes').select('email').where('user_id', '=', userId).executeTakeFirstOrThrow()).email).toBe(last);
  });

  it('is cancelled by a new password, as the notice says', async () => {
    const { owner, account } = await registered();
    const email = uniqueEmail();
    await owner.post(ACCOUNT_PATHS.email, { password: account.password, email });
    const token = tokenOf(await smtp.nextMail(email));
    const changed = await owner.post(ACCOUNT_PATHS.password, { current_password: account.password, new_password: 'a fresh horse battery' });
    expect(changed.status, changed.text).toBe(200);
    expect((await client().post(emailConfirmationPath(token))).status).toBe(404);
  });

  it("mails both addresses in the account's language, Arabic right to left, and answers in it", async () => {
    const { owner, account } = await registered();
    expect((await owner.post(ACCOUNT_LOCALE_PATH, { locale: 'ar' })).status).toBe(200);
    const email = uniqueEmail();
    const asked = await owner.post(ACCOUNT_PATHS.email, { password: account.password, email });
    expect(asked.json.message).toBe('أرسلنا رابطًا إلى بريدك الإلكتروني الجديد، ولن يتغيّر بريدك إلا بعد فتح هذا الرابط.');
    const confirmation = await smtp.nextMail(email);
    expect(confirmation.subject).toBe('تأكيد بريدك الإلكتروني الجديد في Founder Dashboard');
    expect(confirmation.html).toContain('<html lang="ar" dir="rtl">');
    const notice = await smtp.nextMail(account.email);
    expect(notice.subject).toBe('طلب تغيير البريد الإلكتروني لحسابك في Founder Dashboard');
    expect(notice.text).toContain('وإن لم يكن الطلب منك');
    const wrong = await owner.post(ACCOUNT_PATHS.email, { password: WRONG, email });
    expect(wrong.json.errors).toEqual({ password: ['كلمة المرور هذه غير صحيحة.'] });
  });
});
