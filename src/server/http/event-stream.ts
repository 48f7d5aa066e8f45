import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Aborted when the client goes away before the answer is complete, so the work behind it stops. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // The response's 'close' (not the request's, which fires once the body is read) marks a gone client.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** One server-sent event; unnamed ones arrive as `message`. */
export function sse(event: string | undefined, data: unknown): string {
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

/** Answers 200 with `events` as they are produced; nothing buffers them on the way (proxies included). */
export function sendEventStream(reply: FastifyReply, events: AsyncIterable<string>): FastifyReply {
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(events));
}
