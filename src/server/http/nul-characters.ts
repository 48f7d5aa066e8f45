import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';
import { SERVER_MESSAGES } from './server-messages.js';

/** Deeper than any form of DESIGN §4 (contact rows are 3 levels): walking 10 000 levels would overflow the stack (a 500). */
export const MAX_BODY_DEPTH = 32;

// A lone UTF-16 surrogate (with the u flag a valid pair is one code point and does not match).
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * Text as both databases store it: PostgreSQL cannot hold U+0000 (the insert fails), and both
 * drivers write a lone surrogate as U+FFFD, so a route that answers what it saved answers what is stored.
 */
function storableString(value: string): string {
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

/** A copy of a parsed JSON value with every string (keys included) made storable; a 400 past MAX_BODY_DEPTH. */
export function toStorableText(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storableString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_BODY_DEPTH) throw new HttpError(400, SERVER_MESSAGES.bodyTooDeep);
  if (Array.isArray(value)) return value.map((item) => toStorableText(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableString(key), toStorableText(item, depth + 1)]));
}

/** No JSON body reaches a route with U+0000 or a lone surrogate in it (see `toStorableText`). */
export function registerNulCharacterFilter(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      if (request.body !== undefined) request.body = toStorableText(request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
