import type { FastifyInstance } from 'fastify';
import { computeReadiness, READINESS_PATH } from '../../shared/readiness.js';
import type { Db } from '../db/connect.js';
import { localizeMessage } from '../http/locale.js';
import { currentUser } from '../auth/current-user.js';
import { loadReadinessRecords } from './service.js';

/** GET /api/startup/readiness (DESIGN §10): computed on every read from what is saved, so it is never stale. */
export function readinessRoutes(app: FastifyInstance, db: Db): void {
  app.get(READINESS_PATH, async (request) => {
    const user = currentUser(request);
    const records = await loadReadinessRecords(db, user);
    // Labels sit inside `data`, which the answer's translation hook leaves alone: they are translated here.
    return { success: true, data: computeReadiness(records, (label) => localizeMessage(request.locale, label)) };
  });
}
