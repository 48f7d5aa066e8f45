import type { FastifyInstance } from 'fastify';
import { AI_MESSAGES } from '../../shared/ai.js';
import { DECK_DRAFT_PATHS, DECK_DRAFT_STREAM_EVENTS, deckDraftAnswer, deckDraftRequestSchema } from '../../shared/deck-drafts.js';
import type { AiProvider } from '../ai/provider.js';
import { declareAccess } from '../auth/access.js';
import { currentUser } from '../auth/current-user.js';
import type { Db } from '../db/connect.js';
import { HttpError } from '../http/errors.js';
import { abortOnDisconnect, sendEventStream, sse } from '../http/event-stream.js';
import { localizeMessage } from '../http/locale.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { PitchDeckRepository } from '../pitch-deck/repository.js';
import { PitchDeckService } from '../pitch-deck/service.js';
import type { StartupQuota } from '../startup-quota/service.js';
import type { FileStorage } from '../storage/storage.js';
import { DeckDraftService, type DeckDraftEvent, type DeckReader } from './service.js';

export interface DeckDraftRouteDeps {
  db: Db;
  storage: FileStorage;
  quota: StartupQuota;
  limits: RateLimiter;
  /** The assistant's provider, shared with the AI routes (one local model in memory); null when it is off. */
  provider: AiProvider | null;
  readDeck: DeckReader;
}

const deckDraftRequest = { name: 'DeckDraftRequest', schema: deckDraftRequestSchema };

/** DESIGN §12: draft the profile from a pitch deck, as one answer or as server-sent events. Writes nothing. */
export default async function deckDraftsPlugin(
  app: FastifyInstance,
  { db, storage, quota, limits, provider, readDeck }: DeckDraftRouteDeps,
): Promise<void> {
  declareAccess(app, 'member');
  const decks = new PitchDeckService(new PitchDeckRepository(db), storage, quota, app.log);
  const drafts = new DeckDraftService(provider, decks, limits, readDeck);

  const draft = {
    summary: 'Draft the profile from a pitch deck: proposals citing slide and quote (writes nothing; deck unreadable → 422, off → 503)',
    tag: 'AI',
    json: deckDraftRequest,
    answer: deckDraftAnswer,
  };
  app.post(DECK_DRAFT_PATHS.draft, { config: { operation: draft } }, async (request, reply) => {
    const job = await drafts.prepare(currentUser(request), request.body, request.locale);
    for await (const event of drafts.draft(job, abortOnDisconnect(reply), 'whole')) {
      if (event.event === 'done') return { success: true, data: event.data };
    }
    throw new Error('the deck draft ended without its answer');
  });

  const stream = {
    summary:
      'The same as server-sent events: `progress`, one `proposal` per field as the model writes it, then `done` (the data) or `error`',
    tag: 'AI',
    json: deckDraftRequest,
    body: 'event-stream' as const,
  };
  app.post(DECK_DRAFT_PATHS.stream, { config: { operation: stream } }, async (request, reply) => {
    const job = await drafts.prepare(currentUser(request), request.body, request.locale);
    const signal = abortOnDisconnect(reply);
    const events = drafts.draft(job, signal, 'streamed');
    // Read the deck before answering 200, so a deck that cannot be read still gets its 422 on deck_id.
    const opening: DeckDraftEvent[] = [];
    try {
      for (let next = await events.next(); !next.done; next = await events.next()) {
        opening.push(next.value);
        if (next.value.event === 'progress' && next.value.data.stage === 'drafting') break;
      }
    } catch (error) {
      await events.return(undefined);
      throw error;
    }
    async function* body() {
      try {
        yield* opening.map((event) => sse(event.event, event.data));
        for await (const event of events) yield sse(event.event, event.data);
      } catch (error) {
        if (signal.aborted) return;
        const message = error instanceof HttpError ? error.message : AI_MESSAGES.failed;
        request.log.warn({ err: error }, 'deck draft stream failed');
        // Past the 200, so no preSerialization hook sees this event: localized here.
        yield sse(DECK_DRAFT_STREAM_EVENTS.error, { message: localizeMessage(request.locale, message) });
      } finally {
        // The client went away mid-stream: stop the provider too.
        await events.return(undefined);
      }
    }
    return sendEventStream(reply, body());
  });
}
