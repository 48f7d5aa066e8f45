import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import { HttpError } from './errors.js';

// HTTP/1.1: a request without Content-Length or Transfer-Encoding has no body.
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * A JSON route (one whose description names a JSON body, http/operation.ts) answers 415 to any other body type and to no body at all, before anything is
 * parsed: a multipart or empty save must never read as `{}` and blank the record. Runs after
 * the onRequest hooks, so 401 and 419 still come first.
 */
export function registerJsonBodyRule(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.routeOptions.config.operation?.json && !(hasBody(request) && isJson(request.headers['content-type']))) {
      return done(new HttpError(415, MESSAGES.jsonBodyRequired));
    }
    done(null, payload);
  });
}
