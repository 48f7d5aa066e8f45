import type { FastifyInstance } from 'fastify';
import { computeReadiness, READINESS_PATH } from '../../shared/readiness.js';
import { declareAccess } from '../auth/access.js';
import { currentUser } from '../auth/current-user.js';
import type { Db } from '../db/connect.js';
import { FounderRepository } from '../founders/repository.js';
import { localizeMessage } from '../http/locale.js';
import { PitchDeckRepository } from '../pitch-deck/repository.js';
import { createRecordServices } from '../record-services.js';
import { TranslationRepository } from '../translation/repository.js';
import { ReadinessRecordsReader } from './service.js';
import { readinessAnswer } from '../../shared/readiness-answer.js';

const describeReadiness = {
  summary:
    'How ready the startup is for a program application: percent, application_ready, sections with missing fields (labels in the locale), next step; and the translation’s progress (DESIGN §14)',
  tag: 'Readiness',
  answer: readinessAnswer,
};

/** GET /api/startup/readiness (DESIGN §10), for members: computed on every read from what is saved, so it is never stale. */
export default async function readinessPlugin(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  declareAccess(app, 'member');
  const readiness = new ReadinessRecordsReader(
    createRecordServices(db),
    new FounderRepository(db),
    new PitchDeckRepository(db),
    new TranslationRepository(db),
  );
  app.get(READINESS_PATH, { config: { operation: describeReadiness } }, async (request) => {
    const { records, translation } = await readiness.load(currentUser(request));
    // Labels sit inside `data`, which the answer's translation hook leaves alone: they are translated here.
    return { success: true, data: { ...computeReadiness(records, (label) => localizeMessage(request.locale, label)), translation } };
  });
}
