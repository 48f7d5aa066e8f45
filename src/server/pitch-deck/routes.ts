import type { FastifyInstance } from 'fastify';
import { makePrimaryDeckSchema, PITCH_DECK_FIELDS, PITCH_DECK_MAX_BYTES, PITCH_DECK_MESSAGES, PITCH_DECK_MIME_TYPES, PITCH_DECK_PATHS } from '../../shared/pitch-deck.js';
import { attachmentDisposition } from '../http/content-disposition.js';
import { JSON_BODY } from '../http/json-body.js';
import { currentUser } from '../auth/current-user.js';
import { readMultipartForm, type UploadRouteDeps } from '../uploads/multipart-form.js';
import { PitchDeckRepository } from './repository.js';
import { downloadName, PitchDeckService } from './service.js';

interface IdParams {
  Params: { id: string };
}

const uploadRules = { field: PITCH_DECK_FIELDS.file, maxBytes: PITCH_DECK_MAX_BYTES, tooLargeMessage: PITCH_DECK_MESSAGES.fileTooLarge };

/** DESIGN §4 pitch-deck routes; the multipart limits are this route's own. */
export function pitchDeckRoutes(app: FastifyInstance, { db, storage, spoolDir, quota }: UploadRouteDeps): void {
  const decks = new PitchDeckService(new PitchDeckRepository(db), storage, quota, app.log);
  app.get(PITCH_DECK_PATHS.list, async (request) => ({ success: true, data: await decks.list(currentUser(request)) }));

  app.post(PITCH_DECK_PATHS.upload, async (request, reply) => {
    const user = currentUser(request);
    const form = await readMultipartForm(request, spoolDir, uploadRules);
    try {
      const deck = await decks.upload(user, form.fields, form.file);
      return reply.status(201).send({ success: true, message: PITCH_DECK_MESSAGES.uploaded, data: deck });
    } finally {
      await form.dispose();
    }
  });

  app.delete<IdParams>(PITCH_DECK_PATHS.deck(':id'), async (request) => {
    await decks.remove(currentUser(request), request.params.id);
    return { success: true, message: PITCH_DECK_MESSAGES.deleted, data: { id: request.params.id } };
  });

  app.post<IdParams>(PITCH_DECK_PATHS.primary(':id'), JSON_BODY, async (request) => {
    const user = currentUser(request);
    makePrimaryDeckSchema.parse(request.body);
    return { success: true, message: PITCH_DECK_MESSAGES.primarySet, data: await decks.makePrimary(user, request.params.id) };
  });

  app.get<IdParams>(PITCH_DECK_PATHS.download(':id'), async (request, reply) => {
    const { row, file } = await decks.open(currentUser(request), request.params.id);
    return reply
      .headers({
        'content-type': PITCH_DECK_MIME_TYPES[row.file_type],
        'content-length': String(file.size),
        'content-disposition': attachmentDisposition(downloadName(row), `pitch-deck.${row.file_type}`),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
      .send(file.stream);
  });
}
