import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AI_DEFAULT_TIMEOUT_MS } from '../shared/ai.js';
import { HISTORY_KEEP_DEFAULT } from '../shared/history.js';
import { SHUTDOWN_TIMEOUT_MS } from './graceful-shutdown.js';
import { BODY_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './http/slow-requests.js';
import { trustProxySchema } from './http/trust-proxy.js';
import { isLoopbackHost } from './mail/app-links.js';
import { limitEnvShape, limitRulesFrom, PASSWORD_HASHING_DEFAULTS } from './limits/rules.js';
import { STARTUP_QUOTA_DEFAULTS } from './startup-quota/service.js';
import { FILE_SWEEP_INTERVAL_MS, FILE_SWEEP_MAX_AGE_MS } from './storage/file-sweeper.js';

/** Scheduled backups when only BACKUP_DIR is set: once a day, the newest week kept. */
export const BACKUP_DEFAULTS = { intervalHours: 24, keep: 7 };

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Environment variables of DESIGN §3. Unknown variables are ignored. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3, 'must be at least 3 characters').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COOKIE_SECURE: booleanFlag.optional(),
  TRUST_PROXY: trustProxySchema,
  AI_PROVIDER: z.enum(['openai', 'local']).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_MODEL_PATH: z.string().optional(),
  // Not in DESIGN §3: how long to wait for the provider's answer (tests shorten it).
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(AI_DEFAULT_TIMEOUT_MS),
  SENTRY_DSN: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Founder Dashboard <no-reply@localhost>'),
  // Not in DESIGN §3: the site's public origin for links in mails and share links (unset: http://localhost:<PORT>).
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => new URL(url).origin)
    .optional(),
  // Not in DESIGN §3: the stale-file sweeper's period and age limit (the durability proof shortens them).
  FILE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(FILE_SWEEP_INTERVAL_MS),
  FILE_SWEEP_MAX_AGE_MS: z.coerce.number().int().min(1000).default(FILE_SWEEP_MAX_AGE_MS),
  // Not in DESIGN §3: how long a whole request may take to arrive (a 25 MB deck at 45 KB/s fits), how
  // long a connection may sit idle, and how long a request body may bring less than 1 KiB before it is cut.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(REQUEST_TIMEOUT_MS),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(CONNECTION_TIMEOUT_MS),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(BODY_TIMEOUT_MS),
  // Not in DESIGN §3: how long SIGTERM/SIGINT wait for requests in flight before exiting anyway.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(SHUTDOWN_TIMEOUT_MS),
  // Not in DESIGN §3: what one startup may keep (decks, founders, MB of decks and avatars together).
  STARTUP_MAX_DECKS: z.coerce.number().int().min(1).default(STARTUP_QUOTA_DEFAULTS.decks),
  STARTUP_MAX_FOUNDERS: z.coerce.number().int().min(1).default(STARTUP_QUOTA_DEFAULTS.founders),
  STARTUP_MAX_STORAGE_MB: z.coerce.number().positive().default(STARTUP_QUOTA_DEFAULTS.storageMb),
  // DESIGN §15: revisions kept per record; 0 keeps none (history off).
  HISTORY_KEEP: z.coerce.number().int().min(0).max(100_000).default(HISTORY_KEEP_DEFAULT),
  // Not in DESIGN §3: the LIMIT_* allowances (src/server/limits/rules.ts) and the password-hashing queue.
  ...limitEnvShape,
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(PASSWORD_HASHING_DEFAULTS.concurrency),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(PASSWORD_HASHING_DEFAULTS.maxQueued),
  PASSWORD_HASH_MAX_WAIT_MS: z.coerce.number().int().min(0).default(PASSWORD_HASHING_DEFAULTS.maxWaitMs),
  // DESIGN §15: scheduled backups into BACKUP_DIR (unset: none), one per interval, the newest BACKUP_KEEP kept.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_INTERVAL_HOURS: z.coerce.number().positive('must be a number of hours above 0 (fractions allowed)').max(8760).optional(),
  BACKUP_KEEP: z.coerce.number().int('must be a whole number').min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {}

function buildConfig(env: z.infer<typeof envSchema>, sessionSecret: string) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? ({ dialect: 'postgres', url: env.DATABASE_URL } as const)
      : ({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') } as const),
    storageDriver: env.STORAGE_DRIVER,
    // Checked for presence in loadConfig when STORAGE_DRIVER=s3.
    s3: {
      bucket: env.S3_BUCKET ?? '',
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    },
    sessionSecret,
    // Unset: Secure cookies (and HSTS) follow each request's protocol, see http/secure-transport.ts.
    cookieSecure: env.COOKIE_SECURE,
    trustProxy: env.TRUST_PROXY,
    limits: limitRulesFrom(env),
    passwordHashing: {
      concurrency: env.PASSWORD_HASH_CONCURRENCY,
      maxQueued: env.PASSWORD_HASH_QUEUE,
      maxWaitMs: env.PASSWORD_HASH_MAX_WAIT_MS,
    },
    ai: {
      provider: env.AI_PROVIDER,
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      modelPath: env.AI_MODEL_PATH,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    sentryDsn: env.SENTRY_DSN,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dir: path.join(dataDir, 'mail') },
    publicUrl: env.PUBLIC_URL,
    timeouts: { requestMs: env.REQUEST_TIMEOUT_MS, connectionMs: env.CONNECTION_TIMEOUT_MS, bodyMs: env.BODY_TIMEOUT_MS },
    fileSweep: { intervalMs: env.FILE_SWEEP_INTERVAL_MS, maxAgeMs: env.FILE_SWEEP_MAX_AGE_MS },
    startupQuota: {
      decks: env.STARTUP_MAX_DECKS,
      founders: env.STARTUP_MAX_FOUNDERS,
      storageBytes: Math.floor(env.STARTUP_MAX_STORAGE_MB * 1024 * 1024),
    },
    historyKeep: env.HISTORY_KEEP,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    backup: env.BACKUP_DIR
      ? {
          dir: path.resolve(env.BACKUP_DIR),
          intervalMs: Math.round((env.BACKUP_INTERVAL_HOURS ?? BACKUP_DEFAULTS.intervalHours) * 60 * 60 * 1000),
          keep: env.BACKUP_KEEP ?? BACKUP_DEFAULTS.keep,
        }
      : undefined,
    logLevel: env.LOG_LEVEL,
  };
}

/** Reads a secret kept in DATA_DIR, creating it on first start so `npm start` needs no setup. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, secret, { mode: 0o600, flush: true });
    // Renamed into place whole: a crash mid-write must never leave an empty or short secret to sign with.
    renameSync(temp, file);
    return secret;
  }
}

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const env = parsed.data;
  if (env.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!blankAsUnset[name]) throw new ConfigError(`Invalid configuration: ${name} is required when STORAGE_DRIVER=s3`);
    }
  }
  if (env.AI_PROVIDER === 'openai' && !env.AI_MODEL) {
    throw new ConfigError('Invalid configuration: AI_MODEL is required when AI_PROVIDER=openai');
  }
  if (env.AI_PROVIDER === 'local' && !env.AI_MODEL_PATH) {
    throw new ConfigError('Invalid configuration: AI_MODEL_PATH is required when AI_PROVIDER=local');
  }
  for (const name of ['BACKUP_INTERVAL_HOURS', 'BACKUP_KEEP'] as const) {
    if (blankAsUnset[name] && !env.BACKUP_DIR) throw new ConfigError(`Invalid configuration: BACKUP_DIR is required when ${name} is set`);
  }
  // Links in mails must never come from a request's Host: beyond loopback, only the operator can say the site's address.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL && !isLoopbackHost(env.HOST)) {
    throw new ConfigError(
      `Invalid configuration: PUBLIC_URL is required in production when HOST=${env.HOST} (the address founders open, used in links in mails)`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return buildConfig(env, env.SESSION_SECRET ?? loadOrCreateSecret(dataDir));
}
