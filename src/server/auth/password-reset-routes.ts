import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS, passwordResetRequestSchema } from '../../shared/account.js';
import type { SessionData } from '../../shared/auth.js';
import { PAGE_PATHS } from '../../shared/pages.js';
import { JSON_BODY } from '../http/json-body.js';
import { SECRET_IN_PATH } from '../http/secret-path.js';
import { browserLocale } from '../http/locale.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { AppLinks } from '../mail/app-links.js';
import type { Mailer } from '../mail/mailer.js';
import { toSessionUser, type AccountService } from './account-service.js';
import { passwordResetMail } from './password-reset-mail.js';
import type { PasswordResets } from './password-resets.js';
import type { SessionCookies } from './session-hooks.js';
import type { SessionStore } from './session-store.js';

interface PasswordResetDeps {
  accounts: AccountService;
  resets: PasswordResets;
  sessions: SessionStore;
  cookies: SessionCookies;
  limits: RateLimiter;
  mailer: Mailer;
  links: AppLinks;
}

/** DESIGN §8 "Forgot password?": ask for a link by mail, then set a new password with it. */
export function passwordResetRoutes(app: FastifyInstance, deps: PasswordResetDeps): void {
  const { accounts, resets, sessions, cookies, limits, mailer, links } = deps;

  app.post(ACCOUNT_PATHS.passwordReset, JSON_BODY, async (request) => {
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

  app.post<{ Params: { token: string } }>(`${ACCOUNT_PATHS.passwordReset}/:token`, { ...JSON_BODY, ...SECRET_IN_PATH }, async (request, reply) => {
    accounts.assertCanCheckPasswords();
    const account = await resets.complete(request.params.token, request.body);
    // Whoever held a session of this account (or this browser's, of any account) is logged out.
    await sessions.destroyAllForUser(account.id);
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    const csrfToken = cookies.startSession(request, reply, await sessions.create(account.id));
    request.locale = account.locale ?? browserLocale(request);
    const data: SessionData = { user: toSessionUser(account), csrf_token: csrfToken, locale: request.locale };
    return { success: true, message: ACCOUNT_MESSAGES.resetDone, data };
  });
}
