import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS, passwordResetRequestSchema, passwordResetSchema } from '../../shared/account.js';
import type { SessionData } from '../../shared/auth.js';
import { PAGE_PATHS } from '../../shared/pages.js';
import type { Db } from '../db/connect.js';
import { SECRET_IN_PATH } from '../http/secret-path.js';
import { browserLocale } from '../http/locale.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { AppLinks } from '../mail/app-links.js';
import type { Mailer } from '../mail/mailer.js';
import { declareAccess } from './access.js';
import { toSessionUser, type AccountService } from './account-service.js';
import type { PasswordHasher } from './password.js';
import { passwordResetMail } from './password-reset-mail.js';
import { PasswordResetRepository } from './password-reset-repository.js';
import { PasswordResets } from './password-resets.js';
import type { SessionCookies } from './session-hooks.js';
import type { SessionStore } from './session-store.js';
import { UserRepository } from './user-repository.js';
import { sessionAnswer } from '../../shared/session-answer.js';

interface PasswordResetDeps {
  accounts: AccountService;
  db: Db;
  passwords: PasswordHasher;
  sessions: SessionStore;
  cookies: SessionCookies;
  limits: RateLimiter;
  mailer: Mailer;
  links: AppLinks;
}

/** DESIGN §8 "Forgot password?", for anyone: ask for a link by mail, then set a new password with it. */
export default async function passwordResetPlugin(app: FastifyInstance, deps: PasswordResetDeps): Promise<void> {
  const { accounts, db, passwords, sessions, cookies, limits, mailer, links } = deps;
  declareAccess(app, 'public');
  const resets = new PasswordResets(db, new PasswordResetRepository(db), new UserRepository(db), passwords);

  const requestReset = {
    summary: 'Ask for a password-reset link by mail (the same answer whether or not the email has an account; 5 mails per email an hour)',
    tag: 'Auth',
    json: { name: 'PasswordResetRequest', schema: passwordResetRequestSchema },
  };
  app.post(ACCOUNT_PATHS.passwordReset, { config: { operation: requestReset } }, async (request) => {
    const { email } = passwordResetRequestSchema.parse(request.body ?? {});
    // Counted for every email, known or not: a 429 tells nothing about who has an account.
    await limits.consume([{ limit: 'passwordResetMailsPerEmail', key: email }], ACCOUNT_MESSAGES.tooManyResetMails);
    const { token, recipient } = await resets.issue(email);
    if (recipient) {
      // The token travels in the fragment: it never reaches a server log or a Referer header.
      const url = links.to(`${PAGE_PATHS.resetPassword}#${token}`);
      const mail = passwordResetMail(recipient.locale ?? request.locale, recipient.email, url);
      // Not awaited: the answer must not wait on a mail server only when the account exists.
      mailer.send(mail).catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
    }
    return { success: true, message: ACCOUNT_MESSAGES.resetRequested };
  });

  const completeReset = {
    summary: "Set a new password with a mailed link's token and log in; every other session ends (used or expired token → 404)",
    tag: 'Auth',
    answer: sessionAnswer,
    json: { name: 'PasswordResetInput', schema: passwordResetSchema },
  };
  app.post<{ Params: { token: string } }>(
    `${ACCOUNT_PATHS.passwordReset}/:token`,
    { ...SECRET_IN_PATH, config: { operation: completeReset } },
    async (request, reply) => {
      accounts.assertCanCheckPasswords();
      const account = await resets.complete(request.params.token, request.body);
      // Whoever held a session of this account (or this browser's, of any account) is logged out.
      await sessions.destroyAllForUser(account.id);
      if (request.sessionToken) await sessions.destroy(request.sessionToken);
      const csrfToken = cookies.startSession(request, reply, await sessions.create(account.id));
      request.locale = account.locale ?? browserLocale(request);
      const data: SessionData = { user: toSessionUser(account), csrf_token: csrfToken, locale: request.locale };
      return { success: true, message: ACCOUNT_MESSAGES.resetDone, data };
    },
  );
}
