import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import { CSRF_HEADER } from '../../shared/constants.js';
import { MEMBERSHIP_MESSAGES } from '../../shared/membership.js';
import type { Config } from '../config.js';
import { HttpError } from '../http/errors.js';
import { isSecureRequest } from '../http/secure-transport.js';
import { accessOf } from './access.js';
import { crossSiteReason } from './cross-site.js';
import { csrfTokenForPreSession, csrfTokenForSession, isSameToken, newPreSessionId } from './csrf.js';
import { isMember, SESSION_MAX_AGE_SECONDS, type AuthUser, type SessionAccount, type SessionStore } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Any logged-in account, with or without a startup. */
    account?: SessionAccount;
    /** The logged-in account when it is a member of a startup: what startup routes need. */
    user?: AuthUser;
    sessionToken?: string;
  }
}

const SESSION_COOKIE = 'fd_session';
/** The anonymous visitor's pre-session: what their CSRF token is bound to until they log in. */
const PRE_SESSION_COOKIE = 'fd_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The session and pre-session cookies, and the CSRF token each one yields. */
export class SessionCookies {
  constructor(private readonly config: Config) {}

  isSecure(request: FastifyRequest): boolean {
    return isSecureRequest(request, this.config.cookieSecure);
  }

  /** Over HTTPS the `__Host-` prefix: the browser then refuses the cookie from a sibling subdomain or plain HTTP. */
  private name(request: FastifyRequest, base: string): string {
    return this.isSecure(request) ? `__Host-${base}` : base;
  }

  private options(request: FastifyRequest, maxAge?: number) {
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.isSecure(request), maxAge };
  }

  sessionTokenOf(request: FastifyRequest): string | undefined {
    return request.cookies[this.name(request, SESSION_COOKIE)];
  }

  /** Logs the browser in: the pre-session ends, and the token the answer carries is the new session's. */
  startSession(request: FastifyRequest, reply: FastifyReply, sessionToken: string): string {
    reply.setCookie(this.name(request, SESSION_COOKIE), sessionToken, this.options(request, SESSION_MAX_AGE_SECONDS));
    reply.clearCookie(this.name(request, PRE_SESSION_COOKIE), this.options(request));
    return csrfTokenForSession(sessionToken, this.config.sessionSecret);
  }

  /** Logs the browser out into a fresh pre-session: no token from before stays valid. */
  endSession(request: FastifyRequest, reply: FastifyReply): string {
    reply.clearCookie(this.name(request, SESSION_COOKIE), this.options(request));
    return this.issuePreSession(request, reply);
  }

  /** This request's CSRF token, starting a pre-session for an anonymous visitor who has none. */
  csrfToken(request: FastifyRequest, reply: FastifyReply): string {
    return this.expectedCsrfToken(request) ?? this.issuePreSession(request, reply);
  }

  /** The token a mutating request must carry: its session's, or its pre-session's when nobody is logged in. */
  expectedCsrfToken(request: FastifyRequest): string | undefined {
    if (request.sessionToken) return csrfTokenForSession(request.sessionToken, this.config.sessionSecret);
    const preSession = request.cookies[this.name(request, PRE_SESSION_COOKIE)];
    return preSession ? csrfTokenForPreSession(preSession, this.config.sessionSecret) : undefined;
  }

  private issuePreSession(request: FastifyRequest, reply: FastifyReply): string {
    const preSession = newPreSessionId();
    reply.setCookie(this.name(request, PRE_SESSION_COOKIE), preSession, this.options(request));
    return csrfTokenForPreSession(preSession, this.config.sessionSecret);
  }
}

/** Cross-site refusal, then the session, then its CSRF token, then the route's access (auth/access.ts): one place for all routes. */
export function registerSessionHooks(app: FastifyInstance, cookies: SessionCookies, sessions: SessionStore): void {
  app.addHook('onRequest', async (request) => {
    const isMutating = !SAFE_METHODS.has(request.method);
    const crossSite = isMutating ? crossSiteReason(request, cookies.isSecure(request)) : undefined;
    if (crossSite) {
      request.log.info({ crossSite }, 'cross-site request refused');
      throw new HttpError(419, MESSAGES.csrfMismatch);
    }
    const token = cookies.sessionTokenOf(request);
    if (token) {
      request.account = await sessions.findUser(token);
      if (request.account) request.sessionToken = token;
      if (request.account && isMember(request.account)) request.user = request.account;
      // DESIGN §6: the account's saved language outranks the browser's (set in http/locale.ts).
      if (request.account?.locale) request.locale = request.account.locale;
    }
    if (isMutating && !isSameToken(request.headers[CSRF_HEADER], cookies.expectedCsrfToken(request))) {
      throw new HttpError(419, MESSAGES.csrfMismatch);
    }
    const access = accessOf(request);
    if (access === 'public') return;
    if (!request.account) throw new HttpError(401, MESSAGES.unauthenticated);
    // Removed from their startup: a clear 403 on every member route, so handlers can count on `request.user`.
    if (!request.user && access === 'member') throw new HttpError(403, MEMBERSHIP_MESSAGES.noStartup);
  });
}
