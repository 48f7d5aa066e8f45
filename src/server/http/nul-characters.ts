import type { FastifyInstance } from 'fastify';

/** A copy of a parsed JSON value with U+0000 removed from every string (keys included). */
export function withoutNulCharacters(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNulCharacters);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutNulCharacters(key) as string, withoutNulCharacters(item)]));
  }
  return value;
}

/** PostgreSQL text cannot hold U+0000 (the insert fails with a 500): no JSON body reaches a route with one. */
export function registerNulCharacterFilter(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) request.body = withoutNulCharacters(request.body);
  });
}
