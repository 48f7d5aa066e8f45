import { createHash, randomUUID } from 'node:crypto';
import { MESSAGES } from '../../shared/api.js';
import { HttpError } from '../http/errors.js';
import type { RateLimitRepository } from './repository.js';
import type { LimitName, LimitRules } from './rules.js';

/** One event to count: which limit, and whose (an email, a client address, a user id…). */
export interface LimitHit {
  limit: LimitName;
  key: string;
}

/** Events counted by `consume`; `release` un-counts them (the attempt turned out not to be abuse). */
export interface ConsumedHits {
  release(): Promise<void>;
}

const PURGE_INTERVAL_MS = 60_000;

/**
 * Sliding-window limits counted in the database (one row per event), shared by every instance.
 * An event is written first and counted after: two racing requests can both be refused, never
 * both let through past the allowance.
 */
export class RateLimiter {
  private lastPurgeAt = 0;

  constructor(
    private readonly events: RateLimitRepository,
    private readonly rules: LimitRules,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event on each hit; when one is over its allowance, un-counts them all and throws 429 with Retry-After. */
  async consume(hits: LimitHit[], message: string = MESSAGES.tooManyRequests): Promise<ConsumedHits> {
    const now = this.now();
    await this.purgeEvery(now);
    const ids: string[] = [];
    const release = async () => {
      if (ids.length > 0) await this.events.deleteIds(ids);
    };
    for (const hit of hits) {
      const { windowMs, max } = this.rules[hit.limit];
      const key = limitKey(hit);
      const id = randomUUID();
      ids.push(id);
      await this.events.insert({ id, limit_key: key, occurred_at: iso(now), expires_at: iso(now + windowMs) });
      const since = iso(now - windowMs);
      const { count } = await this.events.countSince(key, since);
      if (Number(count) > max) {
        await release();
        throw new HttpError(429, message, undefined, { 'retry-after': String(await this.retryAfter(key, since, max, now, windowMs)) });
      }
    }
    return { release };
  }

  /** Forgets every event of a key (e.g. an account's failed logins once it logs in). */
  async reset(hit: LimitHit): Promise<void> {
    await this.events.deleteKey(limitKey(hit));
  }

  async purgeExpired(now = this.now()): Promise<void> {
    this.lastPurgeAt = now;
    await this.events.deleteExpired(iso(now));
  }

  /** Cleans on write, at most once a minute per instance: one indexed delete. */
  private async purgeEvery(now: number): Promise<void> {
    if (now - this.lastPurgeAt >= PURGE_INTERVAL_MS) await this.purgeExpired(now);
  }

  /** Whole seconds until one more event fits: until the oldest events that keep the count at `max` leave the window. */
  private async retryAfter(key: string, since: string, max: number, now: number, windowMs: number): Promise<number> {
    const recent = await this.events.findAtOffset(key, since, max - 1);
    const freeAt = recent ? Date.parse(recent.occurred_at) + windowMs : now;
    return Math.max(1, Math.ceil((freeAt - now) / 1000));
  }
}

/** The stored key: the limit's name and a hash of whose it is, so the table holds no email or address. */
function limitKey({ limit, key }: LimitHit): string {
  return `${limit}:${createHash('sha256').update(key).digest('base64url')}`;
}

const iso = (ms: number) => new Date(ms).toISOString();
