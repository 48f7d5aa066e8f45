import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { HttpError } from '../http/errors.js';
import { RateLimiter, type LimitHit } from './rate-limiter.js';
import { RateLimitRepository } from './repository.js';
import { LIMIT_RULES, type LimitRules } from './rules.js';

const rules = Object.fromEntries(Object.keys(LIMIT_RULES).map((name) => [name, { max: 2, windowMs: 60_000 }])) as LimitRules;
const hit: LimitHit = { limit: 'registrationsPerIp', key: '203.0.113.7' };

let dataDir: string;
let db: Db;
let now: number;
let limiter: RateLimiter;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fd-limits-'));
  db = connectDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') });
  await migrateToLatest(db);
  now = Date.parse('2026-01-01T00:00:00.000Z');
  limiter = new RateLimiter(new RateLimitRepository(db), rules, () => now);
});

afterEach(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as HttpError,
  );

describe('RateLimiter', () => {
  it('allows max events per sliding window, then 429 with the seconds until the oldest leaves it', async () => {
    await limiter.consume([hit]);
    now += 10_000;
    await limiter.consume([hit]);
    now += 10_000;
    const refused = await refusal(limiter.consume([hit], 'Slow down.'));
    expect(refused).toMatchObject({ statusCode: 429, message: 'Slow down.', headers: { 'retry-after': '40' } });
    // Refused attempts are not counted: the first event leaving the window frees one place.
    now += 40_001;
    await expect(limiter.consume([hit])).resolves.toBeDefined();
    expect(await refusal(limiter.consume([hit]))).toMatchObject({ statusCode: 429, headers: { 'retry-after': '10' } });
  });

  it('keeps keys and limits apart', async () => {
    await limiter.consume([hit]);
    await limiter.consume([hit]);
    await expect(limiter.consume([{ ...hit, key: '203.0.113.8' }])).resolves.toBeDefined();
    await expect(limiter.consume([{ ...hit, limit: 'aiRequestsPerUser' }])).resolves.toBeDefined();
  });

  it('un-counts every hit of a call when one of them is refused, and on release', async () => {
    const other: LimitHit = { limit: 'loginFailuresGlobal', key: 'all' };
    await limiter.consume([other]);
    await limiter.consume([other]);
    expect(await refusal(limiter.consume([hit, other]))).toBeInstanceOf(HttpError);
    const taken = await limiter.consume([hit]);
    await taken.release();
    await limiter.consume([hit]);
    await expect(limiter.consume([hit])).resolves.toBeDefined();
  });

  it('never lets parallel events past the allowance', async () => {
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => limiter.consume([hit])));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
  });

  it('forgets a key on reset, and stores only a hash of it', async () => {
    await limiter.consume([hit]);
    await limiter.consume([hit]);
    const keys = await db.selectFrom('rate_limit_events').select('limit_key').execute();
    expect(keys.every(({ limit_key }) => limit_key.startsWith('registrationsPerIp:') && !limit_key.includes('203.0.113.7'))).toBe(true);
    await limiter.reset(hit);
    await expect(limiter.consume([hit])).resolves.toBeDefined();
  });

  it('deletes expired events on a write, at most once a minute', async () => {
    await limiter.consume([hit]);
    now += 61_000;
    await limiter.consume([{ ...hit, key: 'another' }]);
    expect(await db.selectFrom('rate_limit_events').select('id').execute()).toHaveLength(1);
  });
});
