import type { FastifyInstance } from 'fastify';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  FOUNDER_MESSAGES,
  founderAnswer,
  FOUNDERS_PATHS,
  foundersAnswer,
  founderSchema,
} from '../../shared/founders.js';
import { declareAccess } from '../auth/access.js';
import type { SessionStore } from '../auth/session-store.js';
import type { RecordHistory } from '../history/record-history.js';
import { HttpError } from '../http/errors.js';
import { currentUser } from '../auth/current-user.js';
import { SERVER_MESSAGES } from '../http/server-messages.js';
import { readMultipartForm, type UploadRouteDeps } from '../uploads/multipart-form.js';
import { parseFounderForm } from './founder-form.js';
import { ownAvatarRoutes } from './own-avatar-routes.js';
import { FounderRepository } from './repository.js';
import { FounderService } from './service.js';
import { removedAnswer } from '../../shared/answers.js';

interface IdParams {
  Params: { id: string };
}

const avatarRules = { field: AVATAR_FIELD, maxBytes: AVATAR_MAX_BYTES, tooLargeMessage: FOUNDER_MESSAGES.avatarTooLarge };
const UPDATE_METHODS = new Set(['PUT', 'PATCH']);
const founderForm = { name: 'FounderFields', schema: founderSchema, files: [AVATAR_FIELD] };

/** DESIGN §4 founders routes, for members: the team list, add, edit (POST with `_method=PUT`), remove, avatars, and your own photo. */
export default async function foundersPlugin(
  app: FastifyInstance,
  { db, storage, spoolDir, quota, sessions, history }: UploadRouteDeps & { sessions: SessionStore; history: RecordHistory },
): Promise<void> {
  declareAccess(app, 'member');
  const founders = new FounderService(new FounderRepository(db), storage, quota, app.log, history);
  ownAvatarRoutes(app, founders, spoolDir);

  app.get(
    FOUNDERS_PATHS.list,
    { config: { operation: { summary: "The startup's founders, the current user's row first", tag: 'Founders', answer: foundersAnswer } } },
    async (request) => ({ success: true, data: await founders.list(currentUser(request)) }),
  );

  const create = { summary: 'Add a co-founder', tag: 'Founders', answer: founderAnswer, okStatus: 201, multipart: founderForm };
  app.post(FOUNDERS_PATHS.create, { config: { operation: create } }, async (request, reply) => {
    const user = currentUser(request);
    const upload = await readMultipartForm(request, spoolDir, avatarRules);
    try {
      const founder = await founders.create(user, await parseFounderForm(upload.fields, upload.file));
      return reply.status(201).send({ success: true, message: FOUNDER_MESSAGES.added, data: founder });
    } finally {
      await upload.dispose();
    }
  });

  const update = {
    summary: 'Update a co-founder (`_method=PUT`); your own row → 403',
    tag: 'Founders',
    answer: founderAnswer,
    multipart: founderForm,
  };
  app.post<IdParams>(FOUNDERS_PATHS.founder(':id'), { config: { operation: update } }, async (request) => {
    const user = currentUser(request);
    // Decided before the body is read: nobody uploads an avatar only to hear 403 or 404.
    const existing = await founders.findOther(user, request.params.id, FOUNDER_MESSAGES.editSelf);
    const upload = await readMultipartForm(request, spoolDir, avatarRules);
    try {
      const method = typeof upload.fields._method === 'string' ? upload.fields._method.toUpperCase() : 'PUT';
      if (!UPDATE_METHODS.has(method)) throw new HttpError(405, SERVER_MESSAGES.founderUpdateMethod);
      const founder = await founders.update(user, existing, await parseFounderForm(upload.fields, upload.file));
      return { success: true, message: FOUNDER_MESSAGES.updated, data: founder };
    } finally {
      await upload.dispose();
    }
  });

  const remove = { summary: 'Remove a co-founder; your own row → 403', tag: 'Founders', answer: removedAnswer };
  app.delete<IdParams>(FOUNDERS_PATHS.founder(':id'), { config: { operation: remove } }, async (request) => {
    const removed = await founders.remove(currentUser(request), request.params.id);
    // DESIGN §8: a removed member's access ends at once, on every device (their next request: 401).
    if (removed.user_id) await sessions.destroyAllForUser(removed.user_id);
    return { success: true, message: FOUNDER_MESSAGES.removed, data: { id: request.params.id } };
  });

  const avatar = { summary: "A founder's photo", tag: 'Founders', body: { files: ['image/webp'] } };
  app.get<IdParams>(FOUNDERS_PATHS.avatar(':id'), { config: { operation: avatar } }, async (request, reply) => {
    const file = await founders.openAvatar(currentUser(request), request.params.id);
    return reply
      .headers({
        'content-type': 'image/webp',
        'content-length': String(file.size),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
      .send(file.stream);
  });
}
