import type { FastifyInstance } from 'fastify';
import { createShareLinkSchema, SHARE_LINK_MESSAGES, SHARE_LINK_PATHS } from '../../shared/share-links.js';
import { JSON_BODY } from '../http/json-body.js';
import { currentUser } from '../auth/current-user.js';
import type { AppLinks } from '../mail/app-links.js';
import type { ShareLinkService } from './service.js';

interface IdParams {
  Params: { id: string };
}

/** DESIGN §10: a startup's share links: create, list, revoke. */
export function shareLinkRoutes(app: FastifyInstance, links: ShareLinkService, appLinks: AppLinks): void {
  const linkTo = (path: string) => appLinks.to(path);

  app.get(SHARE_LINK_PATHS.list, async (request) => ({ success: true, data: await links.list(currentUser(request), linkTo) }));

  app.post(SHARE_LINK_PATHS.create, JSON_BODY, async (request, reply) => {
    const user = currentUser(request);
    const options = createShareLinkSchema.parse(request.body);
    const link = await links.create(user, options, linkTo);
    return reply.status(201).send({ success: true, message: SHARE_LINK_MESSAGES.created, data: link });
  });

  app.delete<IdParams>(SHARE_LINK_PATHS.link(':id'), async (request) => {
    await links.revoke(currentUser(request), request.params.id);
    return { success: true, message: SHARE_LINK_MESSAGES.revoked, data: { id: request.params.id } };
  });
}
