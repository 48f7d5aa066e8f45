import type { FastifyInstance } from 'fastify';
import type { SessionData } from '../../shared/auth.js';
import { FOUNDER_DEFAULT_TITLE } from '../../shared/founders.js';
import { INVITATION_MESSAGES, INVITATION_PATHS, INVITE_PAGE_PATH, invitationSchema } from '../../shared/invitations.js';
import { toSessionUser } from '../auth/account-service.js';
import type { SessionCookies } from '../auth/session-hooks.js';
import type { SessionStore } from '../auth/session-store.js';
import { JSON_BODY } from '../http/json-body.js';
import { browserLocale, chosenBrowserLocale, localizeMessage } from '../http/locale.js';
import { currentUser } from '../auth/current-user.js';
import type { AppLinks } from '../mail/app-links.js';
import { InvitationService, type InvitationDeps } from './service.js';

interface InvitationRouteDeps extends InvitationDeps {
  sessions: SessionStore;
  cookies: SessionCookies;
  links: AppLinks;
}

interface TokenParams {
  Params: { token: string };
}

/** DESIGN §8: invite by email, list and revoke (members), read and accept by the link's token (anyone). */
export function invitationRoutes(app: FastifyInstance, { sessions, cookies, links, ...deps }: InvitationRouteDeps): InvitationService {
  const invitations = new InvitationService(deps);

  app.post(INVITATION_PATHS.create, JSON_BODY, async (request, reply) => {
    const user = currentUser(request);
    const { email } = invitationSchema.parse(request.body ?? {});
    // The token travels in the fragment: it never reaches a server log or a Referer header.
    const data = await invitations.create(user, email, request.locale, (token) => links.to(`${INVITE_PAGE_PATH}#${token}`));
    return reply.status(201).send({ success: true, message: INVITATION_MESSAGES.created, data });
  });

  app.get(INVITATION_PATHS.list, async (request) => ({ success: true, data: await invitations.list(currentUser(request)) }));

  app.delete<{ Params: { id: string } }>(INVITATION_PATHS.invitation(':id'), async (request) => {
    await invitations.revoke(currentUser(request), request.params.id);
    return { success: true, message: INVITATION_MESSAGES.revoked, data: { id: request.params.id } };
  });

  app.get<TokenParams>(INVITATION_PATHS.byToken(':token'), async (request) => ({ success: true, data: await invitations.preview(request.params.token) }));

  app.post<TokenParams>(INVITATION_PATHS.accept(':token'), JSON_BODY, async (request, reply) => {
    const locale = chosenBrowserLocale(request) ?? null;
    const account = await invitations.accept(request.params.token, request.body, locale, localizeMessage(request.locale, FOUNDER_DEFAULT_TITLE));
    // Logged in as the new account, like a registration: whoever was logged in here before is logged out.
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    const csrfToken = cookies.startSession(request, reply, await sessions.create(account.id));
    request.locale = account.locale ?? browserLocale(request);
    const data: SessionData = { user: toSessionUser(account), csrf_token: csrfToken, locale: request.locale };
    return reply.status(201).send({ success: true, message: INVITATION_MESSAGES.accepted, data });
  });

  return invitations;
}
