import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS, changeEmailSchema, deleteAccountSchema } from '../../shared/account.js';
import type { SessionData } from '../../shared/auth.js';
import { toSessionUser } from '../auth/account-service.js';
import type { SessionCookies } from '../auth/session-hooks.js';
import type { SessionStore } from '../auth/session-store.js';
import { attachmentDisposition } from '../http/content-disposition.js';
import { JSON_BODY } from '../http/json-body.js';
import { currentAccount } from '../auth/current-user.js';
import type { AccountExport } from './export.js';
import { serverChangePasswordSchema, type AccountSettingsService } from './service.js';

interface AccountRouteDeps {
  settings: AccountSettingsService;
  accountExport: AccountExport;
  sessions: SessionStore;
  cookies: SessionCookies;
}

/** DESIGN §8 account settings; they work without a startup too (a removed co-founder keeps the account). */
export function accountRoutes(app: FastifyInstance, { settings, accountExport, sessions, cookies }: AccountRouteDeps): void {
  app.post(ACCOUNT_PATHS.password, JSON_BODY, async (request) => {
    const account = currentAccount(request);
    const input = serverChangePasswordSchema.parse(request.body ?? {});
    await settings.changePassword(account, input, request.ip);
    // Whoever else held a session (a lost phone, a shared computer) is logged out; this one stays.
    await sessions.destroyAllForUser(account.id, { except: request.sessionToken });
    return { success: true, message: ACCOUNT_MESSAGES.passwordChanged };
  });

  app.post(ACCOUNT_PATHS.email, JSON_BODY, async (request) => {
    const account = currentAccount(request);
    const input = changeEmailSchema.parse(request.body ?? {});
    await settings.changeEmail(account, input, request.ip);
    return { success: true, message: ACCOUNT_MESSAGES.emailChanged, data: toSessionUser({ ...account, email: input.email }) };
  });

  app.get(ACCOUNT_PATHS.export, async (request, reply) => {
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

  app.post(ACCOUNT_PATHS.delete, JSON_BODY, async (request, reply) => {
    const account = currentAccount(request);
    const { password } = deleteAccountSchema.parse(request.body ?? {});
    await settings.deleteAccount(account, password, request.ip);
    const data: SessionData = { user: null, csrf_token: cookies.endSession(request, reply), locale: request.locale };
    return { success: true, message: ACCOUNT_MESSAGES.deleted, data };
  });
}
