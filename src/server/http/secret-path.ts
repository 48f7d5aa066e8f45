import type { FastifyRequest } from 'fastify';

/** The path with every token-like segment (20 or more URL-safe characters) masked, the query dropped. */
function maskedUrl(url: string): string {
  return url.split('?')[0]!.replace(/\/[A-Za-z0-9_%-]{20,}(?=\/|$)/g, '/…');
}

/**
 * The URL a log line shows: masked for a route whose path carries a secret (a `:token` parameter: a password-reset,
 * invitation or share link), so a log reader cannot use a link still alive.
 */
export function loggedUrl(request: FastifyRequest): string {
  return request.routeOptions.url?.includes(':token') ? maskedUrl(request.url) : request.url;
}

/** Route option for a route whose path carries a secret: any other line logging its request masks it too. */
export const SECRET_IN_PATH = {
  logSerializers: {
    req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request), host: request.host, remoteAddress: request.ip }),
  },
} as const;
