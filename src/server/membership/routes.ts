import type { FastifyInstance } from 'fastify';
import { FOUNDER_DEFAULT_TITLE } from '../../shared/founders.js';
import { MEMBERSHIP_MESSAGES, START_STARTUP_PATH, startStartupSchema } from '../../shared/membership.js';
import type { SessionData } from '../../shared/auth.js';
import { toSessionUser } from '../auth/account-service.js';
import type { SessionCookies } from '../auth/session-hooks.js';
import type { Db } from '../db/connect.js';
import { JSON_BODY } from '../http/json-body.js';
import { localizeMessage } from '../http/locale.js';
import { currentAccount } from '../http/resource-routes.js';
import { MembershipRepository } from './repository.js';
import { MembershipService } from './service.js';

/**
 * DESIGN §8: an account removed from its startup starts a new one (its own founder row, title
 * Founder in the page's language). A member is refused with 409: an account has one startup.
 */
export function membershipRoutes(app: FastifyInstance, db: Db, cookies: SessionCookies): void {
  const memberships = new MembershipService(db, new MembershipRepository(db));

  app.post(START_STARTUP_PATH, JSON_BODY, async (request, reply) => {
    const account = currentAccount(request);
    const { name } = startStartupSchema.parse(request.body ?? {});
    const startupId = await memberships.startStartup(account, name, localizeMessage(request.locale, FOUNDER_DEFAULT_TITLE));
    const data: SessionData = { user: toSessionUser({ ...account, startup_id: startupId }), csrf_token: cookies.csrfToken(request, reply), locale: request.locale };
    return reply.status(201).send({ success: true, message: MEMBERSHIP_MESSAGES.started, data });
  });
}
