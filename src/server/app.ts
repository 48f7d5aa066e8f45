import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { AiAssistant } from './ai/assistant.js';
import { createAiProvider } from './ai/create-provider.js';
import { aiRoutes } from './ai/routes.js';
import { AccountExport } from './account/export.js';
import { AccountRepository } from './account/repository.js';
import { accountRoutes } from './account/routes.js';
import { AccountSettingsService } from './account/service.js';
import { AccountService } from './auth/account-service.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { PasswordHasher } from './auth/password.js';
import { passwordResetRoutes } from './auth/password-reset-routes.js';
import { PasswordResetRepository } from './auth/password-reset-repository.js';
import { PasswordResets } from './auth/password-resets.js';
import { authRoutes } from './auth/routes.js';
import { registerSessionHooks, SessionCookies } from './auth/session-hooks.js';
import { SessionRepository } from './auth/session-repository.js';
import { SessionStore } from './auth/session-store.js';
import { UserRepository } from './auth/user-repository.js';
import type { Config } from './config.js';
import { ContactDetailsService } from './contact-details/service.js';
import { connectDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { ownAvatarRoutes } from './founders/own-avatar-routes.js';
import { FounderRepository } from './founders/repository.js';
import { founderRoutes } from './founders/routes.js';
import { FundraisingService } from './fundraising/service.js';
import { invitationRoutes } from './invitations/routes.js';
import { MembershipRepository } from './membership/repository.js';
import { membershipRoutes } from './membership/routes.js';
import { registerErrorHandler } from './http/errors.js';
import { registerFeatureRoutes } from './http/feature-routes.js';
import { answerClientError, answerFrameworkError } from './http/framework-errors.js';
import { registerJsonBodyRule } from './http/json-body.js';
import { registerLocale } from './http/locale.js';
import { registerNulCharacterFilter } from './http/nul-characters.js';
import { registerOpenApi } from './http/openapi.js';
import { RequestLog } from './http/request-log.js';
import { cutStalledBodies, serverTimeoutOptions } from './http/slow-requests.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import { registerWebApp } from './http/web-app.js';
import { AppLinks } from './mail/app-links.js';
import { createMailer } from './mail/mailer.js';
import { PersonalDetailsService } from './personal-details/service.js';
import { PitchDeckRepository } from './pitch-deck/repository.js';
import { pitchDeckRoutes } from './pitch-deck/routes.js';
import { ProgramPreferencesService } from './program-preferences/service.js';
import { RateLimiter } from './limits/rate-limiter.js';
import { RateLimitRepository } from './limits/repository.js';
import { readinessRoutes } from './readiness/routes.js';
import { StartupBriefService } from './startup-brief/service.js';
import { StartupDetailsService } from './startup-details/service.js';
import { StartupQuota } from './startup-quota/service.js';
import { createStorage } from './storage/create-storage.js';
import { registerFileSweeper } from './storage/file-sweeper.js';
import { readOnePagerAssets } from './one-pager/assets.js';
import { OnePagerProfiles } from './one-pager/profile.js';
import { onePagerRoutes } from './one-pager/routes.js';
import { ShareLinkRepository } from './share-links/repository.js';
import { shareLinkRoutes } from './share-links/routes.js';
import { ShareLinkService } from './share-links/service.js';
import { VideoService } from './video/service.js';

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/** One registered route: what the security suites check every route against. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Header paths that could carry a secret; a request logger must never print them. */
export const LOG_REDACT_PATHS = ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers.authorization', 'res.headers["set-cookie"]'];

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
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
  if (!config.publicUrl) app.addHook('onListen', async () => app.log.info(`Links in mails use ${links.origin}: set PUBLIC_URL to the address founders open`));
  const passwords = new PasswordHasher(config.passwordHashing);
  const users = new UserRepository(db);
  const memberships = new MembershipRepository(db);
  const accounts = new AccountService(db, users, memberships, passwords);
  const throttle = new LoginThrottle(limits);
  authRoutes(app, { accounts, sessions, cookies, throttle, limits, founders: new FounderRepository(db) });
  passwordResetRoutes(app, { accounts, resets: new PasswordResets(db, new PasswordResetRepository(db), users, passwords), sessions, cookies, limits, mailer, links });
  registerFeatureRoutes(app, db);
  readinessRoutes(app, db);
  const storage = createStorage(config);
  app.addHook('onClose', async () => storage.close?.());
  const uploads = { db, storage, spoolDir: path.join(config.dataDir, 'tmp'), quota: new StartupQuota(db, config.startupQuota) };
  pitchDeckRoutes(app, uploads);
  const accountRepository = new AccountRepository(db);
  const accountSettings = new AccountSettingsService(accountRepository, passwords, throttle, storage, app.log);
  const accountExport = new AccountExport(accountRepository, memberships, new FounderRepository(db), new PitchDeckRepository(db), {
    contactDetails: new ContactDetailsService(db),
    personalDetails: new PersonalDetailsService(db),
    startupDetails: new StartupDetailsService(db),
    startupBrief: new StartupBriefService(db),
    fundraising: new FundraisingService(db),
    programPreferences: new ProgramPreferencesService(db),
    video: new VideoService(db),
  });
  accountRoutes(app, { settings: accountSettings, accountExport, sessions, cookies });
  const founders = founderRoutes(app, { ...uploads, sessions });
  ownAvatarRoutes(app, founders, uploads.spoolDir);
  const invitations = invitationRoutes(app, { db, limits, mailer, quota: uploads.quota, passwords, log: app.log, sessions, cookies, links });
  membershipRoutes(app, db, cookies);
  const shareLinks = new ShareLinkService(new ShareLinkRepository(db));
  shareLinkRoutes(app, shareLinks, links);
  const webRoot = options.webRoot ?? defaultWebRoot;
  onePagerRoutes(app, { links: shareLinks, profiles: new OnePagerProfiles(db, storage), storage, assets: readOnePagerAssets(webRoot), config });
  registerFileSweeper(app, { ...uploads, ...config.fileSweep });
  aiRoutes(app, new AiAssistant(createAiProvider(config.ai, app.log), db, limits));

  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  registerOpenApi(app);

  await registerWebApp(app, config, webRoot);
  await sessions.purgeExpired();
  await invitations.purgeExpired();
  await limits.purgeExpired();
  return app;
}
