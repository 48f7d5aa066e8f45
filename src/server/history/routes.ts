import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '../../shared/api.js';
import { HISTORY_PATHS, historyEntry, historyQuerySchema, historyRevision } from '../../shared/history.js';
import { declareAccess } from '../auth/access.js';
import { currentUser } from '../auth/current-user.js';
import { HttpError } from '../http/errors.js';
import type { RecordHistory } from './record-history.js';

const TAG = 'History';

/** DESIGN §15: a record's revisions and one revision's content, for the startup's members. Restoring is a normal save. */
export default async function historyPlugin(app: FastifyInstance, { history }: { history: RecordHistory }): Promise<void> {
  declareAccess(app, 'member');

  const list = {
    summary: "A record's revisions, newest first: who saved, when, and the fields each save changed (?record=…[&id=…])",
    tag: TAG,
    answer: z.array(historyEntry),
  };
  app.get(HISTORY_PATHS.list, { config: { operation: list } }, async (request) => {
    const key = historyQuerySchema.parse(request.query);
    return { success: true, data: await history.list({ startup_id: currentUser(request).startup_id, ...key }) };
  });

  const one = { summary: 'One revision: the record as that save left it (another startup’s → 404)', tag: TAG, answer: historyRevision };
  app.get<{ Params: { id: string } }>(HISTORY_PATHS.revision(':id'), { config: { operation: one } }, async (request) => {
    const revision = await history.find(currentUser(request).startup_id, request.params.id);
    if (!revision) throw new HttpError(404, MESSAGES.notFound);
    return { success: true, data: revision };
  });
}
