import type { FastifyInstance } from 'fastify';
import {
  createShareLinkSchema,
  SHARE_LINK_MESSAGES,
  SHARE_LINK_PATHS,
  shareLinkAnswer,
  shareLinksAnswer,
} from '../../shared/share-links.js';
import { declareAccess } from '../auth/access.js';
import { currentUser } from '../auth/current-user.js';
import type { Db } from '../db/connect.js';
import type { AppLinks } from '../mail/app-links.js';
import { ShareLinkRepository } from './repository.js';
import { ShareLinkService } from './service.js';
import { removedAnswer } from '../../shared/answers.js';

interface IdParams {
  Params: { id: string };
}

/** DESIGN §10: a startup's share links, for members: create, list, revoke. */
export default async function shareLinksPlugin(app: FastifyInstance, { db, appLinks }: { db: Db; appLinks: AppLinks }): Promise<void> {
  declareAccess(app, 'member');
  const links = new ShareLinkService(new ShareLinkRepository(db));
  const linkTo = (path: string) => appLinks.to(path);

  const list = {
    summary: "The startup's share links, newest first, with their views (once per visitor per day)",
    tag: 'Share links',
    answer: shareLinksAnswer,
  };
  app.get(SHARE_LINK_PATHS.list, { config: { operation: list } }, async (request) => ({
    success: true,
    data: await links.list(currentUser(request), linkTo),
  }));

  const create = {
    summary: 'Create a link to the one-pager, optionally with the founders’ contact details and the primary deck',
    tag: 'Share links',
    answer: shareLinkAnswer,
    okStatus: 201,
    json: { name: 'CreateShareLinkInput', schema: createShareLinkSchema },
  };
  app.post(SHARE_LINK_PATHS.create, { config: { operation: create } }, async (request, reply) => {
    const user = currentUser(request);
    const options = createShareLinkSchema.parse(request.body);
    const link = await links.create(user, options, linkTo);
    return reply.status(201).send({ success: true, message: SHARE_LINK_MESSAGES.created, data: link });
  });

  const revoke = {
    summary: 'Revoke a share link: it no longer opens (another startup’s → 404)',
    tag: 'Share links',
    answer: removedAnswer,
  };
  app.delete<IdParams>(SHARE_LINK_PATHS.link(':id'), { config: { operation: revoke } }, async (request) => {
    await links.revoke(currentUser(request), request.params.id);
    return { success: true, message: SHARE_LINK_MESSAGES.revoked, data: { id: request.params.id } };
  });
}
