import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_PATHS,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailChangedAnswer,
} from '../../shared/account.js';
import type { SessionData } from '../../shared/auth.js';
import { PAGE_PATHS } from '../../shared/pages.js';
import { declareAccess } from '../auth/access.js';
import { currentAccount } from '../auth/current-user.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { PasswordHasher } from '../auth/password.js';
import type { SessionCookies } from '../auth/session-hooks.js';
import type { SessionStore } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import { attachmentDisposition } from '../http/content-disposition.js';
import { SECRET_IN_PATH } from '../http/secret-path.js';
import type { AppLinks } from '../mail/app-links.js';
import type { Mailer } from '../mail/mailer.js';
import { FounderRepository } from '../founders/repository.js';
import type { RecordHistory } from '../history/record-history.js';
import { MembershipRepository } from '../membership/repository.js';
import { PitchDeckRepository } from '../pitch-deck/repository.js';
import { createRecordServices } from '../record-services.js';
import { StartupUsageRepository } from '../startup-quota/repository.js';
import type { FileStorage } from '../storage/storage.js';
import { createApplicationService } from '../applications/service.js';
import { emailChangeNotice, emailConfirmMail } from './email-change-mails.js';
import { EmailChangeRepository } from './email-change-repository.js';
import { EmailChanges } from './email-changes.js';
import { AccountExport } from './export.js';
import { AccountRepository } from './repository.js';
import { AccountSettingsService, serverChangePasswordSchema } from './service.js';
import { sessionAnswer } from '../../shared/session-answer.js';

interface AccountDeps {
  db: Db;
  history: RecordHistory;
  passwords: PasswordHasher;
  throttle: LoginThrottle;
  storage: FileStorage;
  sessions: SessionStore;
  cookies: SessionCookies;
  limits: RateLimiter;
  mailer: Mailer;
  links: AppLinks;
}

/** DESIGN §8 account settings, for any account: they work without a startup too (a removed co-founder keeps the account). */
export default async function accountPlugin(
  app: FastifyInstance,
  { db, history, passwords, throttle, storage, sessions, cookies, limits, mailer, links }: AccountDeps,
): Promise<void> {
  declareAccess(app, 'account');
  const accounts = new AccountRepository(db, new StartupUsageRepository(db));
  const emailChanges = new EmailChanges(db, new EmailChangeRepository(db), accounts, limits);
  const settings = new AccountSettingsService(accounts, emailChanges, passwords, throttle, storage, app.log);
  const accountExport = new AccountExport(
    accounts,
    new MembershipRepository(db),
    new FounderRepository(db),
    new PitchDeckRepository(db),
    createRecordServices(db),
    createApplicationService(db, history),
    history,
  );

  const changePassword = {
    summary: 'Change the password (wrong current password → 422 current_password); every other session ends',
    tag: 'Account',
    json: { name: 'ChangePasswordInput', schema: changePasswordSchema },
  };
  app.post(ACCOUNT_PATHS.password, { config: { operation: changePassword } }, async (request) => {
    const account = currentAccount(request);
    const input = serverChangePasswordSchema.parse(request.body ?? {});
    await settings.changePassword(account, input, request.ip);
    // Whoever else held a session (a lost phone, a shared computer) is logged out; this one stays.
    await sessions.destroyAllForUser(account.id, { except: request.sessionToken });
    return { success: true, message: ACCOUNT_MESSAGES.passwordChanged };
  });

  const changeEmail = {
    summary:
      'Ask to change the login email (needs the password): nothing changes until the link mailed to the new address is opened; the current one gets a notice',
    tag: 'Account',
    json: { name: 'ChangeEmailInput', schema: changeEmailSchema },
  };
  app.post(ACCOUNT_PATHS.email, { config: { operation: changeEmail } }, async (request) => {
    const account = currentAccount(request);
    const input = changeEmailSchema.parse(request.body ?? {});
    const token = await settings.changeEmail(account, input, request.ip);
    const facts = { currentEmail: account.email, newEmail: input.email };
    // The token travels in the fragment: it never reaches a server log or a Referer header.
    const confirmation = emailConfirmMail(request.locale, { ...facts, url: links.to(`${PAGE_PATHS.confirmEmail}#${token}`) });
    const notice = emailChangeNotice(request.locale, { ...facts, url: links.to(PAGE_PATHS.account) });
    // Without the link's mail the change cannot happen: its failure is the answer's. A lost notice is only logged.
    await Promise.all([
      mailer.send(confirmation),
      mailer.send(notice).catch((error: unknown) => request.log.error({ err: error }, 'email change notice failed')),
    ]);
    return { success: true, message: ACCOUNT_MESSAGES.emailChangeSent };
  });

  const confirmEmail = {
    summary:
      "Make the email change a mailed link's token asks for, logged in or not (used or expired token → 404; the address taken since → 422 email)",
    tag: 'Account',
    answer: emailChangedAnswer,
  };
  app.post<{ Params: { token: string } }>(
    `${ACCOUNT_PATHS.email}/:token`,
    // The token alone authorizes it, like a password-reset link: the link may be opened on another device.
    { ...SECRET_IN_PATH, config: { access: 'public', operation: confirmEmail } },
    async (request) => {
      const { email } = await emailChanges.confirm(request.params.token);
      return { success: true, message: ACCOUNT_MESSAGES.emailChanged, data: { email } };
    },
  );

  const exportData = {
    summary: 'Everything this user may see, as a JSON file (attachment)',
    tag: 'Account',
    body: { files: ['application/json'] },
  };
  app.get(ACCOUNT_PATHS.export, { config: { operation: exportData } }, async (request, reply) => {
    const data = await accountExport.build(currentAccount(request));
    const fileName = `founder-dashboard-export-${data.exported_at.slice(0, 10)}.json`;
    return reply
      .headers({
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': attachmentDisposition(fileName, 'founder-dashboard-export.json'),
        'x-content-type-options': 'nosniff',
      })
      .send(JSON.stringify(data, null, 2));
  });

  const deleteAccount = {
    summary: 'Delete the account (needs the password) and log out; the last account of a startup takes the startup and its files along',
    tag: 'Account',
    answer: sessionAnswer,
    json: { name: 'DeleteAccountInput', schema: deleteAccountSchema },
  };
  app.post(ACCOUNT_PATHS.delete, { config: { operation: deleteAccount } }, async (request, reply) => {
    const account = currentAccount(request);
    const { password } = deleteAccountSchema.parse(request.body ?? {});
    await settings.deleteAccount(account, password, request.ip);
    const data: SessionData = { user: null, csrf_token: cookies.endSession(request, reply), locale: request.locale };
    return { success: true, message: ACCOUNT_MESSAGES.deleted, data };
  });
}
