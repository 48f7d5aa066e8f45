import type { FastifyInstance } from 'fastify';
import {
  makePrimaryDeckSchema,
  PITCH_DECK_FIELDS,
  PITCH_DECK_MAX_BYTES,
  PITCH_DECK_MESSAGES,
  PITCH_DECK_MIME_TYPES,
  PITCH_DECK_PATHS,
  pitchDeckUploadSchema,
} from '../../shared/pitch-deck.js';
import { declareAccess } from '../auth/access.js';
import { attachmentDisposition } from '../http/content-disposition.js';
import { currentUser } from '../auth/current-user.js';
import { readMultipartForm, type UploadRouteDeps } from '../uploads/multipart-form.js';
import { PitchDeckRepository } from './repository.js';
import { downloadName, PitchDeckService } from './service.js';
import { removedAnswer } from '../../shared/answers.js';
import { pitchDeckAnswer, pitchDecksAnswer } from '../../shared/pitch-deck.js';

interface IdParams {
  Params: { id: string };
}

const uploadRules = { field: PITCH_DECK_FIELDS.file, maxBytes: PITCH_DECK_MAX_BYTES, tooLargeMessage: PITCH_DECK_MESSAGES.fileTooLarge };

/** DESIGN §4 pitch-deck routes, for members; the multipart limits are this route's own. */
export default async function pitchDeckPlugin(app: FastifyInstance, { db, storage, spoolDir, quota }: UploadRouteDeps): Promise<void> {
  declareAccess(app, 'member');
  const decks = new PitchDeckService(new PitchDeckRepository(db), storage, quota, app.log);
  app.get(
    PITCH_DECK_PATHS.list,
    { config: { operation: { summary: "The startup's pitch decks", tag: 'Pitch deck', answer: pitchDecksAnswer } } },
    async (request) => ({ success: true, data: await decks.list(currentUser(request)) }),
  );

  const upload = {
    summary: 'Upload a pitch deck (PDF, PPT, PPTX, checked by content; at most 25 MB)',
    tag: 'Pitch deck',
    answer: pitchDeckAnswer,
    okStatus: 201,
    multipart: { name: 'PitchDeckUploadFields', schema: pitchDeckUploadSchema, files: [PITCH_DECK_FIELDS.file] },
  };
  app.post(PITCH_DECK_PATHS.upload, { config: { operation: upload } }, async (request, reply) => {
    const user = currentUser(request);
    const form = await readMultipartForm(request, spoolDir, uploadRules);
    try {
      const deck = await decks.upload(user, form.fields, form.file);
      return reply.status(201).send({ success: true, message: PITCH_DECK_MESSAGES.uploaded, data: deck });
    } finally {
      await form.dispose();
    }
  });

  app.delete<IdParams>(
    PITCH_DECK_PATHS.deck(':id'),
    { config: { operation: { summary: 'Delete a pitch deck', tag: 'Pitch deck', answer: removedAnswer } } },
    async (request) => {
      await decks.remove(currentUser(request), request.params.id);
      return { success: true, message: PITCH_DECK_MESSAGES.deleted, data: { id: request.params.id } };
    },
  );

  const makePrimary = {
    summary: 'Make this deck the one the one-pager shows (body `{}`); the list marks it `is_primary`',
    tag: 'Pitch deck',
    answer: pitchDeckAnswer,
    json: { name: 'MakePrimaryDeckInput', schema: makePrimaryDeckSchema },
  };
  app.post<IdParams>(PITCH_DECK_PATHS.primary(':id'), { config: { operation: makePrimary } }, async (request) => {
    const user = currentUser(request);
    makePrimaryDeckSchema.parse(request.body);
    return { success: true, message: PITCH_DECK_MESSAGES.primarySet, data: await decks.makePrimary(user, request.params.id) };
  });

  const download = { summary: 'Download a pitch deck', tag: 'Pitch deck', body: { files: Object.values(PITCH_DECK_MIME_TYPES) } };
  app.get<IdParams>(PITCH_DECK_PATHS.download(':id'), { config: { operation: download } }, async (request, reply) => {
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
