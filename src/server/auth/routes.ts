import type { FastifyInstance } from 'fastify';
import { ACCOUNT_LOCALE_MESSAGES, accountLocaleAnswer, accountLocaleSchema } from '../../shared/account-locale.js';
import { MESSAGES } from '../../shared/api.js';
import { loginSchema, registerSchema, type SessionData } from '../../shared/auth.js';
import { ACCOUNT_LOCALE_PATH } from '../../shared/i18n/locale.js';
import type { Db } from '../db/connect.js';
import { FounderRepository } from '../founders/repository.js';
import { ownAvatarUrl } from '../founders/service.js';
import { validationError } from '../http/errors.js';
import { browserLocale, chosenBrowserLocale, setLocaleCookie } from '../http/locale.js';
import { SERVER_MESSAGES } from '../http/server-messages.js';
import { declareAccess } from './access.js';
import { toSessionUser, type AccountService } from './account-service.js';
import { clientAddressKey } from '../limits/client-address.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { LoginThrottle } from './login-throttle.js';
import { serverRegisterSchema } from './password-rules.js';
import type { SessionCookies } from './session-hooks.js';
import type { SessionAccount, SessionStore } from './session-store.js';
import { sessionAnswer } from '../../shared/session-answer.js';

interface AuthDeps {
  accounts: AccountService;
  sessions: SessionStore;
  cookies: SessionCookies;
  throttle: LoginThrottle;
  limits: RateLimiter;
  db: Db;
}

/**
 * DESIGN §4 "Auth". Login, register and logout answer with the new session's (or pre-session's) CSRF token;
 * every answer carries the effective locale, and `POST /api/account/locale` (DESIGN §6) changes it. All public.
 */
export default async function authPlugin(
  app: FastifyInstance,
  { accounts, sessions, cookies, throttle, limits, db }: AuthDeps,
): Promise<void> {
  declareAccess(app, 'public');
  const founders = new FounderRepository(db);
  // The same user in every answer that logs in as in the session's: with the photo the account menu shows.
  const sessionUser = async (account: SessionAccount) => ({ ...toSessionUser(account), avatar_url: await ownAvatarUrl(founders, account) });

  const session = { summary: 'The current user (or null), the CSRF token and the effective locale', tag: 'Auth', answer: sessionAnswer };
  app.get('/api/auth/session', { config: { operation: session } }, async (request, reply) => {
    const data: SessionData = {
      user: request.account ? await sessionUser(request.account) : null,
      csrf_token: cookies.csrfToken(request, reply),
      locale: request.locale,
    };
    return { success: true, data };
  });

  const register = {
    summary: 'Create an account and its startup, and log in',
    tag: 'Auth',
    answer: sessionAnswer,
    okStatus: 201,
    json: { name: 'RegisterInput', schema: registerSchema },
  };
  app.post('/api/auth/register', { config: { operation: register } }, async (request, reply) => {
    const input = serverRegisterSchema.parse(request.body ?? {});
    accounts.assertCanCheckPasswords();
    await limits.consume([{ limit: 'registrationsPerIp', key: clientAddressKey(request.ip) }]);
    // A language picked on the register page follows the account to other browsers; no pick, nothing saved.
    const account = await accounts.register(input, chosenBrowserLocale(request) ?? null, browserLocale(request));
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    const csrfToken = cookies.startSession(request, reply, await sessions.create(account.id));
    request.locale = account.locale ?? browserLocale(request);
    const data: SessionData = { user: await sessionUser(account), csrf_token: csrfToken, locale: request.locale };
    return reply.status(201).send({ success: true, message: SERVER_MESSAGES.registered, data });
  });

  const login = {
    summary: 'Log in (throttled: 429)',
    tag: 'Auth',
    answer: sessionAnswer,
    json: { name: 'LoginInput', schema: loginSchema },
  };
  app.post('/api/auth/login', { config: { operation: login } }, async (request, reply) => {
    const input = loginSchema.parse(request.body ?? {});
    accounts.assertCanCheckPasswords();
    const account = await throttle.attempt(input.email, request.ip, () => accounts.authenticate(input));
    if (!account) throw validationError({ email: [MESSAGES.invalidCredentials] });
    // A new session id at every login: a planted cookie never becomes a logged-in one.
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    const csrfToken = cookies.startSession(request, reply, await sessions.create(account.id));
    // The account's language wins, and this browser remembers it for the login page after logout.
    if (account.locale) setLocaleCookie(reply, account.locale, cookies.isSecure(request));
    request.locale = account.locale ?? browserLocale(request);
    const data: SessionData = { user: await sessionUser(account), csrf_token: csrfToken, locale: request.locale };
    return { success: true, message: SERVER_MESSAGES.loggedIn, data };
  });

  app.post(
    '/api/auth/logout',
    { config: { operation: { summary: 'Log out', tag: 'Auth', answer: sessionAnswer } } },
    async (request, reply) => {
      if (request.sessionToken) await sessions.destroy(request.sessionToken);
      const data: SessionData = { user: null, csrf_token: cookies.endSession(request, reply), locale: request.locale };
      return { success: true, message: SERVER_MESSAGES.loggedOut, data };
    },
  );

  const chooseLocale = {
    summary: 'Choose the language (en, ar): saved on the account when logged in, and in the fd_locale cookie',
    tag: 'Auth',
    answer: accountLocaleAnswer,
    json: { name: 'AccountLocaleInput', schema: accountLocaleSchema },
  };
  app.post(ACCOUNT_LOCALE_PATH, { config: { operation: chooseLocale } }, async (request, reply) => {
    const { locale } = accountLocaleSchema.parse(request.body ?? {});
    if (request.account) await accounts.saveLocale(request.account.id, locale);
    setLocaleCookie(reply, locale, cookies.isSecure(request));
    // The answer already speaks the language just chosen.
    request.locale = locale;
    return { success: true, message: ACCOUNT_LOCALE_MESSAGES.saved, data: { locale } };
  });
}
