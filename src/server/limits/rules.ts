import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { AI_RATE_LIMIT, AI_RATE_WINDOW_MS } from '../../shared/ai.js';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../shared/constants.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Every abuse limit of the app in one place: how many events a key may have in a sliding window,
 * and the variable that changes the allowance (the windows are fixed). Counted in the database,
 * so every instance shares them (RateLimiter).
 */
export const LIMIT_RULES = {
  loginFailuresPerEmail: { env: 'LIMIT_LOGIN_FAILURES_PER_EMAIL', max: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS },
  // One client trying one password against many accounts.
  loginFailuresPerIp: { env: 'LIMIT_LOGIN_FAILURES_PER_IP', max: 20, windowMs: 15 * MINUTE_MS },
  // A ceiling for attempts spread over many addresses; the hash queue alone allows ~400 a minute per instance.
  loginFailuresGlobal: { env: 'LIMIT_LOGIN_FAILURES_GLOBAL', max: 300, windowMs: MINUTE_MS },
  registrationsPerIp: { env: 'LIMIT_REGISTRATIONS_PER_IP', max: 10, windowMs: HOUR_MS },
  aiRequestsPerUser: { env: 'LIMIT_AI_REQUESTS_PER_USER', max: AI_RATE_LIMIT, windowMs: AI_RATE_WINDOW_MS },
  // DESIGN §8, for the invitation and password-reset routes.
  invitationsPerStartup: { env: 'LIMIT_INVITATIONS_PER_STARTUP', max: 20, windowMs: 24 * HOUR_MS },
  passwordResetMailsPerEmail: { env: 'LIMIT_PASSWORD_RESET_MAILS_PER_EMAIL', max: 5, windowMs: HOUR_MS },
  // Each email change mails an address the account typed: not a way to send our mail anywhere, over and over.
  emailChangeMailsPerUser: { env: 'LIMIT_EMAIL_CHANGE_MAILS_PER_USER', max: 5, windowMs: HOUR_MS },
} as const;

export type LimitName = keyof typeof LIMIT_RULES;
export type LimitRules = Record<LimitName, { max: number; windowMs: number }>;

/**
 * Password hashes at once (K), hashes waiting (Q), and the longest wait accepted before answering 503.
 * K leaves a core to the event loop and at least two of libuv's four threads to file reads: 1 on
 * 2 cores, 2 from 3 cores on (docs/decisions.md has the figures).
 */
export const PASSWORD_HASHING_DEFAULTS = {
  concurrency: Math.max(1, Math.min(availableParallelism() - 1, 2)),
  maxQueued: 32,
  maxWaitMs: 5000,
};

type LimitEnvName = (typeof LIMIT_RULES)[LimitName]['env'];
const allowance = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The LIMIT_* variables, for the configuration's schema. */
export const limitEnvShape = Object.fromEntries(Object.values(LIMIT_RULES).map((rule) => [rule.env, allowance(rule.max)])) as {
  [Name in LimitEnvName]: ReturnType<typeof allowance>;
};

export function limitRulesFrom(env: Record<LimitEnvName, number>): LimitRules {
  const entries = Object.entries(LIMIT_RULES).map(([name, rule]) => [name, { max: env[rule.env], windowMs: rule.windowMs }]);
  return Object.fromEntries(entries) as LimitRules;
}
