import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AI_MESSAGES, AI_PATHS, AI_STREAM_EVENTS, aiRequestSchema, type AiCompleteResponse } from '../../shared/ai.js';
import { declareAccess } from '../auth/access.js';
import { HttpError } from '../http/errors.js';
import { abortOnDisconnect, sendEventStream, sse } from '../http/event-stream.js';
import { localizeMessage } from '../http/locale.js';
import { currentUser } from '../auth/current-user.js';
import type { Db } from '../db/connect.js';
import { SERVER_MESSAGES } from '../http/server-messages.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { FounderRepository } from '../founders/repository.js';
import { ProfileFactsReader } from '../profile-context/profile-facts.js';
import { createRecordServices } from '../record-services.js';
import { AiAssistant, type AiJob } from './assistant.js';
import { cleanOutput } from './clean-output.js';
import { AiProviderError, AiUnavailableError, type AiProvider } from './provider.js';

/** A failure as the editor reads it: `error` is shown after "AI error: ". */
function failure(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  let status: number;
  let message: string;
  let errors: Record<string, string[]> | undefined;
  if (error instanceof HttpError) {
    status = error.statusCode;
    message = error.message;
    errors = error.errors;
    reply.headers(error.headers);
  } else if (error instanceof AiUnavailableError) {
    status = 503;
    message = error.message;
  } else if (error instanceof AiProviderError) {
    status = 502;
    message = error.message;
    request.log.warn({ aiError: message }, 'AI provider failed');
  } else {
    throw error;
  }
  const body: AiCompleteResponse = { success: false, error: message, message, ...(errors && { errors }) };
  return reply.status(status).send(body);
}

const aiRequest = { name: 'AiRequest', schema: aiRequestSchema };

/** `POST /api/ai/complete` (DESIGN §4) and its streaming twin, for members, over one AiAssistant. */
export default async function aiPlugin(
  app: FastifyInstance,
  { db, provider, limits }: { db: Db; provider: AiProvider | null; limits: RateLimiter },
): Promise<void> {
  declareAccess(app, 'member');
  const assistant = new AiAssistant(provider, new ProfileFactsReader(createRecordServices(db), new FounderRepository(db)), limits);

  const complete = {
    summary: 'Ask the writing assistant (off → 503, provider failure → 502)',
    tag: 'AI',
    json: aiRequest,
    body: 'ai-text' as const,
  };
  app.post(AI_PATHS.complete, { config: { operation: complete } }, async (request, reply) => {
    const signal = abortOnDisconnect(reply);
    try {
      const job = await assistant.prepare(currentUser(request), request.body);
      const text = await assistant.complete(job, signal);
      if (!text) return failure(request, reply, new AiProviderError(AI_MESSAGES.noText));
      const body: AiCompleteResponse = { success: true, text };
      return body;
    } catch (error) {
      // The client is gone: nobody reads this answer, but the request must still end.
      if (signal.aborted) return failure(request, reply, new AiProviderError(SERVER_MESSAGES.aiCancelled));
      return failure(request, reply, error);
    }
  });

  /**
   * Server-sent events: `data: {"text"}` per chunk as the model writes it, then
   * `event: done` with the whole answer cleaned (what the editor inserts), or
   * `event: error` with `{ error }` when the provider fails mid-way.
   */
  const stream = { summary: 'The same, streamed as server-sent events', tag: 'AI', json: aiRequest, body: 'event-stream' as const };
  app.post(AI_PATHS.stream, { config: { operation: stream } }, async (request, reply) => {
    let job: AiJob;
    try {
      job = await assistant.prepare(currentUser(request), request.body);
    } catch (error) {
      return failure(request, reply, error);
    }
    const signal = abortOnDisconnect(reply);
    const chunks = job.provider.stream({ ...job.generation, signal })[Symbol.asyncIterator]();
    // Wait for the first chunk before answering 200, so a provider that fails at once still gets its 502/503.
    let first: IteratorResult<string>;
    try {
      first = await chunks.next();
    } catch (error) {
      if (signal.aborted) return failure(request, reply, new AiProviderError(SERVER_MESSAGES.aiCancelled));
      return failure(request, reply, error);
    }
    async function* events() {
      let raw = '';
      try {
        for (let chunk = first; !chunk.done; chunk = await chunks.next()) {
          raw += chunk.value;
          yield sse(undefined, { text: chunk.value });
        }
        const text = cleanOutput(raw);
        yield text
          ? sse(AI_STREAM_EVENTS.done, { text })
          : sse(AI_STREAM_EVENTS.error, { error: localizeMessage(request.locale, AI_MESSAGES.noText) });
      } catch (error) {
        if (signal.aborted) return;
        const message = error instanceof AiProviderError || error instanceof AiUnavailableError ? error.message : AI_MESSAGES.failed;
        request.log.warn({ aiError: message }, 'AI stream failed');
        // Past the 200, so no preSerialization hook sees these events: localized here.
        yield sse(AI_STREAM_EVENTS.error, { error: localizeMessage(request.locale, message) });
      } finally {
        // The client went away mid-stream: stop the provider's generator too.
        await chunks.return?.();
      }
    }
    return sendEventStream(reply, events());
  });
}
