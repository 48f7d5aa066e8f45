import type { FastifyInstance } from 'fastify';
import type { SessionData } from '../../shared/auth.js';
import {
  acceptInvitationSchema,
  createdInvitationAnswer,
  INVITATION_MESSAGES,
  INVITATION_PATHS,
  invitationPreviewAnswer,
  invitationSchema,
  INVITE_PAGE_PATH,
  pendingInvitationsAnswer,
} from '../../shared/invitations.js';
import { declareAccess } from '../auth/access.js';
import { toSessionUser } from '../auth/account-service.js';
import type { SessionCookies } from '../auth/session-hooks.js';
import type { PasswordHasher } from '../auth/password.js';
import type { SessionStore } from '../auth/session-store.js';
import { UserRepository } from '../auth/user-repository.js';
import type { Db } from '../db/connect.js';
import { browserLocale, chosenBrowserLocale } from '../http/locale.js';
import { currentUser } from '../auth/current-user.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { AppLinks } from '../mail/app-links.js';
import type { Mailer } from '../mail/mailer.js';
import { MembershipRepository } from '../membership/repository.js';
import type { StartupQuota } from '../startup-quota/service.js';
import { InvitationRepository } from './repository.js';
import { InvitationService } from './service.js';
import { sessionAnswer } from '../../shared/session-answer.js';
import { removedAnswer } from '../../shared/answers.js';

interface InvitationRouteDeps {
  db: Db;
  limits: RateLimiter;
  mailer: Mailer;
  quota: StartupQuota;
  passwords: PasswordHasher;
  sessions: SessionStore;
  cookies: SessionCookies;
  links: AppLinks;
}

interface TokenParams {
  Params: { token: string };
}

/** DESIGN §8: invite by email, list and revoke (members), read and accept by the link's token (anyone). */
export default async function invitationsPlugin(
  app: FastifyInstance,
  { db, limits, mailer, quota, passwords, sessions, cookies, links }: InvitationRouteDeps,
): Promise<void> {
  declareAccess(app, 'member');
  const invitations = new InvitationService(
    db,
    new InvitationRepository(db),
    new UserRepository(db),
    new MembershipRepository(db),
    limits,
    mailer,
    quota,
    passwords,
    app.log,
  );
  await invitations.purgeExpired();

  const create = {
    summary:
      'Invite a co-founder by email: the link (valid 7 days, once) is mailed in your language and answered as `url`; it replaces a pending one to that email (20 a day per startup)',
    tag: 'Team',
    answer: createdInvitationAnswer,
    okStatus: 201,
    json: { name: 'InvitationInput', schema: invitationSchema },
  };
  app.post(INVITATION_PATHS.create, { config: { operation: create } }, async (request, reply) => {
    const user = currentUser(request);
    const { email } = invitationSchema.parse(request.body ?? {});
    // The token travels in the fragment: it never reaches a server log or a Referer header.
    const data = await invitations.create(user, email, request.locale, (token) => links.to(`${INVITE_PAGE_PATH}#${token}`));
    return reply.status(201).send({ success: true, message: INVITATION_MESSAGES.created, data });
  });

  app.get(
    INVITATION_PATHS.list,
    { config: { operation: { summary: "The startup's pending invitations", tag: 'Team', answer: pendingInvitationsAnswer } } },
    async (request) => ({ success: true, data: await invitations.list(currentUser(request)) }),
  );

  const revoke = { summary: 'Revoke a pending invitation: its link dies', tag: 'Team', answer: removedAnswer };
  app.delete<{ Params: { id: string } }>(INVITATION_PATHS.invitation(':id'), { config: { operation: revoke } }, async (request) => {
    await invitations.revoke(currentUser(request), request.params.id);
    return { success: true, message: INVITATION_MESSAGES.revoked, data: { id: request.params.id } };
  });

  const preview = {
    summary: "An invitation by its link's token: startup, email, inviter (unknown, used, expired or revoked → 404)",
    tag: 'Team',
    answer: invitationPreviewAnswer,
  };
  app.get<TokenParams>(INVITATION_PATHS.byToken(':token'), { config: { access: 'public', operation: preview } }, async (request) => ({
    success: true,
    data: await invitations.preview(request.params.token),
  }));

  const accept = {
    summary:
      'Accept an invitation: creates the account with the invited email, joins the startup and logs in (an email with an account → 422 email)',
    tag: 'Team',
    answer: sessionAnswer,
    okStatus: 201,
    json: { name: 'AcceptInvitationInput', schema: acceptInvitationSchema },
  };
  app.post<TokenParams>(INVITATION_PATHS.accept(':token'), { config: { access: 'public', operation: accept } }, async (request, reply) => {
    const locale = chosenBrowserLocale(request) ?? null;
    const account = await invitations.accept(request.params.token, request.body, locale);
    // Logged in as the new account, like a registration: whoever was logged in here before is logged out.
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    const csrfToken = cookies.startSession(request, reply, await sessions.create(account.id));
    request.locale = account.locale ?? browserLocale(request);
    const data: SessionData = { user: toSessionUser(account), csrf_token: csrfToken, locale: request.locale };
    return reply.status(201).send({ success: true, message: INVITATION_MESSAGES.accepted, data });
  });
}
