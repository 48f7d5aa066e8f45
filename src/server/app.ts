import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import accountPlugin from './account/routes.js';
import { createAiProvider } from './ai/create-provider.js';
import aiPlugin from './ai/routes.js';
import applicationDraftsPlugin from './application-drafts/routes.js';
import applicationsPlugin from './applications/routes.js';
import { AccountService } from './auth/account-service.js';
import { registerScheduledBackups } from './backup/scheduled-backups.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { PasswordHasher } from './auth/password.js';
import passwordResetPlugin from './auth/password-reset-routes.js';
import authPlugin from './auth/routes.js';
import { registerSessionHooks, SessionCookies } from './auth/session-hooks.js';
import { SessionRepository } from './auth/session-repository.js';
import { SessionStore } from './auth/session-store.js';
import { UserRepository } from './auth/user-repository.js';
import type { Config } from './config.js';
import { connectDatabase } from './db/connect.js';
import deckDraftsPlugin from './deck-drafts/routes.js';
import { readDeck } from './deck-reading/read-deck.js';
import { migrateToLatest } from './db/migrate.js';
import foundersPlugin from './founders/routes.js';
import { RecordHistory } from './history/record-history.js';
import { RevisionRepository } from './history/repository.js';
import historyPlugin from './history/routes.js';
import { registerErrorHandler } from './http/errors.js';
import formRecordsPlugin from './http/form-records-plugin.js';
import { answerClientError, answerFrameworkError } from './http/framework-errors.js';
import healthPlugin from './http/health.js';
import { registerJsonBodyRule } from './http/json-body.js';
import { registerLocale } from './http/locale.js';
import { registerNulCharacterFilter } from './http/nul-characters.js';
import { openApiPlugin } from './http/openapi.js';
import { RequestLog } from './http/request-log.js';
import { cutStalledBodies, serverTimeoutOptions } from './http/slow-requests.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import { registerWebApp } from './http/web-app.js';
import invitationsPlugin from './invitations/routes.js';
import { RateLimiter } from './limits/rate-limiter.js';
import { RateLimitRepository } from './limits/repository.js';
import { AppLinks } from './mail/app-links.js';
import { createMailer } from './mail/mailer.js';
import { MembershipRepository } from './membership/repository.js';
import membershipPlugin from './membership/routes.js';
import onePagerPlugin from './one-pager/routes.js';
import pitchDeckPlugin from './pitch-deck/routes.js';
import readinessPlugin from './readiness/routes.js';
import shareLinksPlugin from './share-links/routes.js';
import { StartupUsageRepository } from './startup-quota/repository.js';
import { StartupQuota } from './startup-quota/service.js';
import { createStorage } from './storage/create-storage.js';
import { registerFileSweeper } from './storage/file-sweeper.js';
import translationPlugin from './translation/routes.js';

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/** One registered route: what the security suites check every route against. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Header paths that could carry a secret; a request logger must never print them. */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  /** Runs before any feature registers, so its hooks reach every route (the API suite checks answers here). */
  beforeFeatures?: (app: FastifyInstance) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order (see the security suites in test/api/security). */
    readonly routeInventory: readonly RegisteredRoute[];
  }
}

export async function buildApp(config: Config, options: AppOptions = {}) {
  const db = connectDatabase(config.database);
  await migrateToLatest(db);

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: LOG_REDACT_PATHS },
    logController: new RequestLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // While shutting down, a request already on an open connection is served (then the connection closes), not refused with a non-envelope 503.
    return503OnClosing: false,
    ...serverTimeoutOptions(config.timeouts),
  });
  cutStalledBodies(app.server, config.timeouts.bodyMs);
  app.addHook('onClose', async () => db.destroy());
  // Added before any plugin or route, so every route the app serves is listed (Fastify's automatic HEAD routes too).
  const routeInventory: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeInventory.push({ method, url: route.url });
  });
  app.decorate('routeInventory', routeInventory);
  options.beforeFeatures?.(app);

  registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  // Bodies are parsed in the handlers, after the onRequest CSRF and session hooks; each upload route sets its own limits.
  await app.register(fastifyMultipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 20, parts: 21 } });
  registerLocale(app);
  registerErrorHandler(app);
  registerJsonBodyRule(app);
  registerNulCharacterFilter(app);

  const sessions = new SessionStore(new SessionRepository(db));
  const cookies = new SessionCookies(config);
  registerSessionHooks(app, cookies, sessions);
  const limits = new RateLimiter(new RateLimitRepository(db), config.limits);
  const mailer = createMailer(config.mail, app.log);
  app.addHook('onClose', async () => mailer.close?.());
  const links = new AppLinks(config, () => {
    const address = app.server.address();
    return address && typeof address === 'object' ? address.port : config.port;
  });
  if (!config.publicUrl)
    app.addHook('onListen', async () => app.log.info(`Links in mails use ${links.origin}: set PUBLIC_URL to the address founders open`));
  const passwords = new PasswordHasher(config.passwordHashing);
  const users = new UserRepository(db);
  const memberships = new MembershipRepository(db);
  const accounts = new AccountService(db, users, memberships, passwords);
  const throttle = new LoginThrottle(limits);
  const storage = createStorage(config);
  app.addHook('onClose', async () => storage.close?.());
  const uploads = {
    db,
    storage,
    spoolDir: path.join(config.dataDir, 'tmp'),
    quota: new StartupQuota(db, new StartupUsageRepository(db), config.startupQuota),
  };
  const history = new RecordHistory(new RevisionRepository(db), config.historyKeep);
  const webRoot = options.webRoot ?? defaultWebRoot;

  // Before the features: it reads every route they register. Each feature then builds its services
  // from `db` and declares who may call its routes (auth/access.ts) and how the document shows them.
  await app.register(openApiPlugin);
  await app.register(authPlugin, { db, accounts, sessions, cookies, throttle, limits });
  await app.register(passwordResetPlugin, { db, accounts, passwords, sessions, cookies, limits, mailer, links });
  await app.register(accountPlugin, { db, history, passwords, throttle, storage, sessions, cookies, limits, mailer, links });
  await app.register(membershipPlugin, { db, cookies });
  await app.register(formRecordsPlugin, { db, history });
  await app.register(readinessPlugin, { db });
  await app.register(pitchDeckPlugin, uploads);
  await app.register(foundersPlugin, { ...uploads, sessions, history });
  await app.register(invitationsPlugin, { db, limits, mailer, quota: uploads.quota, passwords, sessions, cookies, links });
  await app.register(shareLinksPlugin, { db, appLinks: links });
  await app.register(applicationsPlugin, { db, history });
  await app.register(historyPlugin, { history });
  await app.register(onePagerPlugin, { db, storage, webRoot, config, appLinks: links });
  // One provider for the assistant, deck, application and translation drafts: a local model is loaded once.
  const aiProvider = createAiProvider(config.ai, app.log);
  await app.register(aiPlugin, { db, provider: aiProvider, limits });
  await app.register(deckDraftsPlugin, { ...uploads, limits, provider: aiProvider, readDeck });
  await app.register(applicationDraftsPlugin, { db, history, limits, provider: aiProvider });
  await app.register(translationPlugin, { db, history, limits, provider: aiProvider });
  await app.register(healthPlugin, { db });
  registerFileSweeper(app, { ...uploads, ...config.fileSweep });
  registerScheduledBackups(app, { db, config });

  await registerWebApp(app, config, webRoot);
  await sessions.purgeExpired();
  await limits.purgeExpired();
  return app;
}
