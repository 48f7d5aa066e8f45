import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import {
  draftTranslationSchema,
  saveTranslationSchema,
  TRANSLATION_MESSAGES,
  TRANSLATION_PATHS,
  translationAnswer,
  translationDraftAnswer,
  translationQuerySchema,
} from '../../shared/translation.js';
import type { AiProvider } from '../ai/provider.js';
import { declareAccess } from '../auth/access.js';
import { currentUser } from '../auth/current-user.js';
import type { Db } from '../db/connect.js';
import type { RecordHistory } from '../history/record-history.js';
import { draftRoutes } from '../http/draft-events.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { etagOf, revisionFromIfMatch } from '../record-versions/etag.js';
import { StaleRecordError } from '../record-versions/record-versions.js';
import { TranslationDraftService } from './draft.js';
import { createTranslationService, type VersionedTranslation } from './service.js';

export interface TranslationRouteDeps {
  db: Db;
  history: RecordHistory;
  limits: RateLimiter;
  /** The assistant's provider, shared with the AI routes; null when it is off. */
  provider: AiProvider | null;
}

const draftRequest = { name: 'TranslationDraftRequest', schema: draftTranslationSchema };

const TAG = 'Translation';

/** The translation's answer: its data, with its revision as a strong ETag (DESIGN §9). */
function withTag(reply: FastifyReply, { translation, revision }: VersionedTranslation) {
  reply.header('ETag', etagOf(revision));
  return translation;
}

/**
 * DESIGN §14: the profile's public texts in the language it is not written in, for the startup's
 * members; and their draft by the assistant, as one answer or as server-sent events (writes nothing).
 */
export default async function translationPlugin(
  app: FastifyInstance,
  { db, history, limits, provider }: TranslationRouteDeps,
): Promise<void> {
  declareAccess(app, 'member');
  const translations = createTranslationService(db, history);
  const drafts = new TranslationDraftService(provider, translations, limits);

  const read = {
    summary:
      'The translation into ?locale= (the language the profile is not written in; its own → 422): every public text with its value and whether its source changed since, and the counts',
    tag: TAG,
    answer: translationAnswer,
    versioned: true,
  };
  app.get(TRANSLATION_PATHS.translation, { config: { operation: read } }, async (request, reply) => {
    const { locale } = translationQuerySchema.parse(request.query);
    return { success: true, data: withTag(reply, await translations.read(currentUser(request), locale)) };
  });

  const save = {
    summary:
      "Save those translated texts only ('' removes one; rich text sanitized); an unknown key or another startup's founder → 422 on fields.<key>, nothing saved (If-Match as DESIGN §9)",
    tag: TAG,
    json: { name: 'SaveTranslationInput', schema: saveTranslationSchema },
    answer: translationAnswer,
    versioned: true,
  };
  app.post(TRANSLATION_PATHS.translation, { config: { operation: save } }, async (request, reply) => {
    const user = currentUser(request);
    const expected = revisionFromIfMatch(request.headers['if-match']);
    try {
      return {
        success: true,
        message: TRANSLATION_MESSAGES.saved,
        data: withTag(reply, await translations.save(user, request.body, expected)),
      };
    } catch (error) {
      if (!(error instanceof StaleRecordError)) throw error;
      const { locale } = saveTranslationSchema.parse(request.body);
      const current = await translations.read(user, locale);
      return reply.status(412).send({ success: false, message: MESSAGES.recordChanged, data: withTag(reply, current) });
    }
  });

  const routes = draftRoutes(
    (request) => drafts.prepare(currentUser(request), request.body),
    (job, signal) => drafts.draft(job, signal),
    'translation draft',
  );
  const draft = {
    summary:
      'Draft the translation (default: every missing or stale text with a source; a stale one updated from its old translation); empty or wrong-language answers skipped; writes nothing',
    tag: 'AI',
    json: draftRequest,
    answer: translationDraftAnswer,
  };
  app.post(TRANSLATION_PATHS.draft, { config: { operation: draft } }, routes.answer);

  const stream = {
    summary: 'The same as server-sent events: one `proposal` per text as it is ready, then `done` (the data) or `error`',
    tag: 'AI',
    json: draftRequest,
    body: 'event-stream' as const,
  };
  app.post(TRANSLATION_PATHS.draftStream, { config: { operation: stream } }, routes.stream);
}
