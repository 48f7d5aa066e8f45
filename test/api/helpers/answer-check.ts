import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Where a route declares its answer: the zod schema of the `data` its success answers carry. */
interface AnswerConfig {
  operation?: { answer?: z.ZodType };
}

function answerOf(request: FastifyRequest): z.ZodType | undefined {
  return (request.routeOptions.config as AnswerConfig).operation?.answer;
}

/**
 * Checks every success answer of a route that declares `config.operation.answer` against it, and
 * records each mismatch in `failures` (`METHOD url status: issues`): the suite fails on them at close.
 */
export function checkAnswers(app: FastifyInstance, failures: string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const answer = answerOf(request);
    if (!answer || typeof payload !== 'string' || !String(reply.getHeader('content-type')).startsWith('application/json')) return payload;
    const body: unknown = JSON.parse(payload);
    if (!isSuccess(body)) return payload;
    const result = answer.safeParse(body.data);
    if (!result.success)
      failures.push(`${request.method} ${request.routeOptions.url} ${reply.statusCode}: ${z.prettifyError(result.error)}`);
    return payload;
  });
}

function isSuccess(body: unknown): body is { success: true; data?: unknown } {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
}
