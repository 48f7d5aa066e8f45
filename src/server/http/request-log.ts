import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggedUrl } from './secret-path.js';

/**
 * One request line at `info`, written when the answer has gone, with plain fields: method, URL (a token in it
 * masked), address, status and time taken. Fastify's default writes a line as each request arrives and another
 * when it is answered, each through the req/res serializers and the redaction of their headers: together
 * about a fifth of a `/healthz` answer's CPU (docs/quality.md, "Server hot path"). The arrival line is kept at
 * `debug`, where a request still in flight shows.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggedUrl(request),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
