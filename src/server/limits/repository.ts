import type { Db } from '../db/connect.js';

/**
 * The SQL of the rate limits: one row per counted event (table rate_limit_events); times are ISO
 * strings. Each method hands back the query's own promise, without an extra await: the limiter's
 * write-then-count sequence keeps its order against parallel requests.
 */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  insert(event: { id: string; limit_key: string; occurred_at: string; expires_at: string }) {
    return this.db.insertInto('rate_limit_events').values(event).execute();
  }

  /** How many events of a key occurred after `since` (`count`: a bigint string on PostgreSQL). */
  countSince(key: string, since: string) {
    return this.db
      .selectFrom('rate_limit_events')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('limit_key', '=', key)
      .where('occurred_at', '>', since)
      .executeTakeFirstOrThrow();
  }

  /** The event at `offset` (newest first) of a key after `since`, if there is one. */
  findAtOffset(key: string, since: string, offset: number) {
    return this.db
      .selectFrom('rate_limit_events')
      .select('occurred_at')
      .where('limit_key', '=', key)
      .where('occurred_at', '>', since)
      .orderBy('occurred_at', 'desc')
      .offset(offset)
      .limit(1)
      .executeTakeFirst();
  }

  deleteIds(ids: string[]) {
    return this.db.deleteFrom('rate_limit_events').where('id', 'in', ids).execute();
  }

  deleteKey(key: string) {
    return this.db.deleteFrom('rate_limit_events').where('limit_key', '=', key).execute();
  }

  deleteExpired(now: string) {
    return this.db.deleteFrom('rate_limit_events').where('expires_at', '<=', now).execute();
  }
}
