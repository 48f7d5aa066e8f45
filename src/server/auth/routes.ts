import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import { loginSchema, type SessionData } from '../../shared/auth.js';
import { validationError } from '../http/errors.js';
import { JSON_BODY } from '../http/json-body.js';
import { toSessionUser, type AccountService } from './account-service.js';
import { clientAddressKey } from '../limits/client-address.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { LoginThrottle } from './login-throttle.js';
import { serverRegisterSchema } from './password-rules.js';
import type { SessionCookies } from './session-hooks.js';
import type { SessionStore } from './session-store.js';

interface AuthDeps {
  accounts: AccountService;
  sessions: SessionStore;
  cookies: SessionCookies;
  throttle: LoginThrottle;
  limits: RateLimiter;
}

/** DESIGN §4 "Auth". Login, register and logout answer with the new session's (or pre-session's) CSRF token. */
export function authRoutes(app: FastifyInstance, { accounts, sessions, cookies, throttle, limits }: AuthDeps): void {
  app.get('/api/auth/session', async (request, reply) => {
    const data: SessionData = {
      user: request.user ? toSessionUser(request.user) : null,
      csrf_token: cookies.csrfToken(request, reply),
    };
    return { success: true, data };
  });

  app.post('/api/auth/register', JSON_BODY, async (request, reply) => {
    const input = serverRegisterSchema.parse(request.body ?? {});
    accounts.assertCanCheckPasswords();
    await limits.consume([{ limit: 'registrationsPerIp', key: clientAddressKey(request.ip) }]);
    const account = await accounts.register(input);
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    const csrfToken = cookies.startSession(request, reply, await sessions.create(account.id));
    const data: SessionData = { user: toSessionUser(account), csrf_token: csrfToken };
    return reply.status(201).send({ success: true, message: 'Welcome to Founder Dashboard!', data });
  });

  app.post('/api/auth/login', JSON_BODY, async (request, reply) => {
    const input = loginSchema.parse(request.body ?? {});
    accounts.assertCanCheckPasswords();
    const account = await throttle.attempt(input.email, request.ip, () => accounts.authenticate(input));
    if (!account) throw validationError({ email: [MESSAGES.invalidCredentials] });
    // A new session id at every login: a planted cookie never becomes a logged-in one.
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    const csrfToken = cookies.startSession(request, reply, await sessions.create(account.id));
    const data: SessionData = { user: toSessionUser(account), csrf_token: csrfToken };
    return { success: true, message: 'Welcome back!', data };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    const data: SessionData = { user: null, csrf_token: cookies.endSession(request, reply) };
    return { success: true, message: 'You have been logged out.', data };
  });
}
