import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import { loginSchema, registerSchema, type SessionData } from '../../shared/auth.js';
import { HttpError, validationError } from '../http/errors.js';
import { toSessionUser, type AccountService } from './account-service.js';
import type { LoginThrottle } from './login-throttle.js';
import type { SessionCookies } from './session-hooks.js';
import type { SessionStore } from './session-store.js';

interface AuthDeps {
  accounts: AccountService;
  sessions: SessionStore;
  cookies: SessionCookies;
  throttle: LoginThrottle;
}

/** DESIGN §4 "Auth". Every answer carries a fresh CSRF token when it rotated. */
export function authRoutes(app: FastifyInstance, { accounts, sessions, cookies, throttle }: AuthDeps): void {
  app.get('/api/auth/session', async (request, reply) => {
    const data: SessionData = {
      user: request.user ? toSessionUser(request.user) : null,
      csrf_token: cookies.csrfToken(request, reply),
    };
    return { success: true, data };
  });

  app.post('/api/auth/register', async (request, reply) => {
    const input = registerSchema.parse(request.body ?? {});
    const account = await accounts.register(input);
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    cookies.startSession(reply, await sessions.create(account.id));
    const data: SessionData = { user: toSessionUser(account), csrf_token: cookies.csrfToken(request, reply, true) };
    return reply.status(201).send({ success: true, message: 'Welcome to Founder Dashboard!', data });
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = loginSchema.parse(request.body ?? {});
    const throttleKey = `${input.email}|${request.ip}`;
    const retryAfter = throttle.retryAfter(throttleKey);
    if (retryAfter > 0) {
      throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'retry-after': String(retryAfter) });
    }
    const account = await accounts.authenticate(input);
    if (!account) {
      throttle.recordFailure(throttleKey);
      throw validationError({ email: [MESSAGES.invalidCredentials] });
    }
    throttle.reset(throttleKey);
    // A new session id at every login: a planted cookie never becomes a logged-in one.
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    cookies.startSession(reply, await sessions.create(account.id));
    const data: SessionData = { user: toSessionUser(account), csrf_token: cookies.csrfToken(request, reply, true) };
    return { success: true, message: 'Welcome back!', data };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    cookies.endSession(reply);
    const data: SessionData = { user: null, csrf_token: cookies.csrfToken(request, reply, true) };
    return { success: true, message: 'You have been logged out.', data };
  });
}
