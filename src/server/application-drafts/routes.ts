import type { FastifyInstance } from 'fastify';
import { APPLICATION_PATHS, applicationDraftAnswer, draftApplicationSchema } from '../../shared/applications.js';
import type { AiProvider } from '../ai/provider.js';
import { createApplicationService } from '../applications/service.js';
import { declareAccess } from '../auth/access.js';
import { currentUser } from '../auth/current-user.js';
import type { Db } from '../db/connect.js';
import { FounderRepository } from '../founders/repository.js';
import type { RecordHistory } from '../history/record-history.js';
import { draftRoutes } from '../http/draft-events.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { ProfileFactsReader } from '../profile-context/profile-facts.js';
import { createRecordServices } from '../record-services.js';
import { ApplicationDraftService } from './service.js';

export interface ApplicationDraftRouteDeps {
  db: Db;
  /** The applications service writes history when it saves; drafting only reads through it. */
  history: RecordHistory;
  limits: RateLimiter;
  /** The assistant's provider, shared with the AI routes; null when it is off. */
  provider: AiProvider | null;
}

interface IdParams {
  Params: { id: string };
}

const draftRequest = { name: 'ApplicationDraftRequest', schema: draftApplicationSchema };

/** DESIGN §13: draft an application's answers from the saved profile, as one answer or as server-sent events. Writes nothing. */
export default async function applicationDraftsPlugin(
  app: FastifyInstance,
  { db, history, limits, provider }: ApplicationDraftRouteDeps,
): Promise<void> {
  declareAccess(app, 'member');
  const profile = new ProfileFactsReader(createRecordServices(db), new FounderRepository(db));
  const drafts = new ApplicationDraftService(provider, createApplicationService(db, history), profile, limits);

  const draft = {
    summary:
      'Draft answers from the saved profile (default: every unanswered question), each within its limit, with sources and unsupported numbers; writes nothing',
    tag: 'AI',
    json: draftRequest,
    answer: applicationDraftAnswer,
  };
  const routes = draftRoutes(
    (request) => drafts.prepare(currentUser(request), (request.params as IdParams['Params']).id, request.body),
    (job, signal) => drafts.draft(job, signal),
    'application draft',
  );
  app.post<IdParams>(APPLICATION_PATHS.draft(':id'), { config: { operation: draft } }, routes.answer);

  const stream = {
    summary: 'The same as server-sent events: one `proposal` per answer as it is ready, then `done` (the data) or `error`',
    tag: 'AI',
    json: draftRequest,
    body: 'event-stream' as const,
  };
  app.post<IdParams>(APPLICATION_PATHS.draftStream(':id'), { config: { operation: stream } }, routes.stream);
}
