import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import { CSRF_HEADER } from '../../shared/constants.js';
import type { Config } from '../config.js';
import { HttpError } from '../http/errors.js';
import { csrfTokenFor, isValidCsrfToken, newCsrfSeed } from './csrf.js';
import { SESSION_MAX_AGE_SECONDS, type AuthUser, type SessionStore } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
    sessionToken?: string;
  }
}

const SESSION_COOKIE = 'fd_session';
const CSRF_COOKIE = 'fd_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Data routes of DESIGN §4 besides /api: they answer 401 when nobody is logged in. */
const DATA_PREFIXES = ['/profile/', '/dashboard/', '/startup/'];

function needsUser(request: FastifyRequest): boolean {
  // The matched route's pattern, not the raw URL: the router decodes `/%61pi/…` to `/api/…`.
  const path = request.routeOptions.url ?? request.url.split('?')[0]!;
  if (path.startsWith('/api/')) return !path.startsWith('/api/auth/');
  return !SAFE_METHODS.has(request.method) && DATA_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export class SessionCookies {
  constructor(private readonly config: Config) {}

  private options(maxAge?: number) {
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.config.cookieSecure, maxAge };
  }

  startSession(reply: FastifyReply, token: string): void {
    reply.setCookie(SESSION_COOKIE, token, this.options(SESSION_MAX_AGE_SECONDS));
  }

  endSession(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, this.options());
  }

  /** The CSRF token for this browser, issuing a seed cookie when it has none (or `rotate`). */
  csrfToken(request: FastifyRequest, reply: FastifyReply, rotate = false): string {
    let seed = request.cookies[CSRF_COOKIE];
    if (!seed || rotate) {
      seed = newCsrfSeed();
      reply.setCookie(CSRF_COOKIE, seed, this.options());
    }
    return csrfTokenFor(seed, this.config.sessionSecret);
  }
}

/** CSRF first, then the session, then the 401 gate: one place for all routes. */
export function registerSessionHooks(app: FastifyInstance, config: Config, sessions: SessionStore): void {
  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method)) {
      const token = request.headers[CSRF_HEADER];
      if (!isValidCsrfToken(token, request.cookies[CSRF_COOKIE], config.sessionSecret)) {
        throw new HttpError(419, MESSAGES.csrfMismatch);
      }
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.user = await sessions.findUser(token);
      if (request.user) request.sessionToken = token;
    }
    if (!request.user && needsUser(request)) throw new HttpError(401, MESSAGES.unauthenticated);
  });
}
