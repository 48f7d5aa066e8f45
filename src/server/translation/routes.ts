import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import {
  saveTranslationSchema,
  TRANSLATION_MESSAGES,
  TRANSLATION_PATHS,
  translationAnswer,
  translationQuerySchema,
} from '../../shared/translation.js';
import { declareAccess } from '../auth/access.js';
import { currentUser } from '../auth/current-user.js';
import type { Db } from '../db/connect.js';
import type { RecordHistory } from '../history/record-history.js';
import { etagOf, revisionFromIfMatch } from '../record-versions/etag.js';
import { StaleRecordError } from '../record-versions/record-versions.js';
import { createTranslationService, type VersionedTranslation } from './service.js';

export interface TranslationRouteDeps {
  db: Db;
  history: RecordHistory;
}

const TAG = 'Translation';

/** The translation's answer: its data, with its revision as a strong ETag (DESIGN §9). */
function withTag(reply: FastifyReply, { translation, revision }: VersionedTranslation) {
  reply.header('ETag', etagOf(revision));
  return translation;
}

/** DESIGN §14: the profile's public texts in the language it is not written in, for the startup's members. */
export default async function translationPlugin(app: FastifyInstance, { db, history }: TranslationRouteDeps): Promise<void> {
  declareAccess(app, 'member');
  const translations = createTranslationService(db, history);

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
}
