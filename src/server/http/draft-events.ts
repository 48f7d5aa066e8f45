import type { FastifyReply, FastifyRequest } from 'fastify';
import { AI_MESSAGES } from '../../shared/ai.js';
import { HttpError } from './errors.js';
import { abortOnDisconnect, sendEventStream, sse } from './event-stream.js';
import { localizeMessage } from './locale.js';

/** One event of a draft: a proposal as it is ready, and `done` with the whole answer last. */
export interface DraftEvent {
  event: string;
  data: unknown;
}

/**
 * The two routes of a draft that DESIGN §13 and §14 pair: one JSON answer (the `done` event's data),
 * or the same events as server-sent events. Everything that fails before any work (404, 422, 429,
 * 503) is thrown by `prepare` before the 200; a failure past it ends the stream with one `error`.
 */
export function draftRoutes<Job>(
  prepare: (request: FastifyRequest) => Promise<Job>,
  draft: (job: Job, signal: AbortSignal) => AsyncIterable<DraftEvent>,
  label: string,
) {
  return {
    async answer(request: FastifyRequest, reply: FastifyReply) {
      const job = await prepare(request);
      for await (const event of draft(job, abortOnDisconnect(reply))) {
        if (event.event === 'done') return { success: true, data: event.data };
      }
      throw new Error(`the ${label} ended without its answer`);
    },
    async stream(request: FastifyRequest, reply: FastifyReply) {
      const job = await prepare(request);
      const signal = abortOnDisconnect(reply);
      async function* body() {
        try {
          for await (const event of draft(job, signal)) yield sse(event.event, event.data);
        } catch (error) {
          if (signal.aborted) return;
          const message = error instanceof HttpError ? error.message : AI_MESSAGES.failed;
          request.log.warn({ err: error }, `${label} stream failed`);
          // Past the 200, so no preSerialization hook sees this event: localized here.
          yield sse('error', { message: localizeMessage(request.locale, message) });
        }
      }
      return sendEventStream(reply, body());
    },
  };
}
