import type { FastifyInstance } from 'fastify';
import { MEMBERSHIP_MESSAGES, START_STARTUP_PATH, startStartupSchema } from '../../shared/membership.js';
import type { SessionData } from '../../shared/auth.js';
import { declareAccess } from '../auth/access.js';
import { toSessionUser } from '../auth/account-service.js';
import type { SessionCookies } from '../auth/session-hooks.js';
import type { Db } from '../db/connect.js';
import { currentAccount } from '../auth/current-user.js';
import { MembershipRepository } from './repository.js';
import { MembershipService } from './service.js';
import { sessionAnswer } from '../../shared/session-answer.js';

/**
 * DESIGN §8: an account removed from its startup starts a new one (its own founder row, title
 * Founder in the page's language). A member is refused with 409: an account has one startup.
 */
export default async function membershipPlugin(app: FastifyInstance, { db, cookies }: { db: Db; cookies: SessionCookies }): Promise<void> {
  declareAccess(app, 'account');
  const memberships = new MembershipService(db, new MembershipRepository(db));
  const startStartup = {
    summary: 'Start a new startup, for an account removed from its startup (a member → 409)',
    tag: 'Team',
    answer: sessionAnswer,
    okStatus: 201,
    json: { name: 'StartStartupInput', schema: startStartupSchema },
  };
  app.post(START_STARTUP_PATH, { config: { operation: startStartup } }, async (request, reply) => {
    const account = currentAccount(request);
    const { name } = startStartupSchema.parse(request.body ?? {});
    const startupId = await memberships.startStartup(account, name, request.locale);
    const data: SessionData = {
      user: toSessionUser({ ...account, startup_id: startupId }),
      csrf_token: cookies.csrfToken(request, reply),
      locale: request.locale,
    };
    return reply.status(201).send({ success: true, message: MEMBERSHIP_MESSAGES.started, data });
  });
}
