import type { FastifyRequest } from 'fastify';

/** The path with every token-like segment (20 or more URL-safe characters) masked, the query dropped. */
function maskedUrl(url: string): string {
  return url.split('?')[0]!.replace(/\/[A-Za-z0-9_%-]{20,}(?=\/|$)/g, '/…');
}

/**
 * Route option for a route whose path carries a secret (a password-reset or invitation token):
 * the request logs show the path with the token masked, so a log reader cannot use a link still alive.
 */
export const SECRET_IN_PATH = {
  logSerializers: {
    req: (request: FastifyRequest) => ({ method: request.method, url: maskedUrl(request.url), host: request.host, remoteAddress: request.ip }),
  },
} as const;
