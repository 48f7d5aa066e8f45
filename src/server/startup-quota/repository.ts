import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/** What a startup keeps: decks, founder rows, and the bytes of its stored files (decks and avatars). */
export interface StartupUsage {
  decks: number;
  founders: number;
  storedBytes: number;
}

/** The SQL of the storage quota; pass a transaction to read and lock inside it. */
export class StartupUsageRepository {
  constructor(private readonly db: Db) {}

  async usage(startupId: string, db: Db = this.db): Promise<StartupUsage> {
    // COUNT and SUM are bigint (a string) on PostgreSQL, numbers on SQLite.
    const decks = await db
      .selectFrom('pitch_decks')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.coalesce(eb.fn.sum<number | string>('size'), sql<number>`0`).as('bytes'),
      ])
      .where('startup_id', '=', startupId)
      .executeTakeFirstOrThrow();
    const founders = await db
      .selectFrom('founders')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.coalesce(eb.fn.sum<number | string>('avatar_size'), sql<number>`0`).as('bytes'),
      ])
      .where('startup_id', '=', startupId)
      .executeTakeFirstOrThrow();
    return { decks: Number(decks.count), founders: Number(founders.count), storedBytes: Number(decks.bytes) + Number(founders.bytes) };
  }

  /**
   * Holds the startup's row lock until the transaction ends: a no-op UPDATE takes PostgreSQL's row
   * lock (and SQLite's write lock) on both databases alike, so writes of one startup queue here.
   */
  async lockStartup(startupId: string, trx: Db): Promise<void> {
    await trx
      .updateTable('startups')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('id', '=', startupId)
      .execute();
  }
}
