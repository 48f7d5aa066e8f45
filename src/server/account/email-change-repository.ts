import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { EmailChangesTable } from '../db/schema.js';

/** The SQL of pending email changes (table `email_changes`): one per user, found by the hash of its link's token. */
export class EmailChangeRepository {
  constructor(private readonly db: Db) {}

  /** Stores the user's pending change in place of an earlier one, whose link dies with it. */
  async replace(change: Insertable<EmailChangesTable>): Promise<void> {
    const { token_hash, email, created_at, expires_at } = change;
    await this.db
      .insertInto('email_changes')
      .values(change)
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ token_hash, email, created_at, expires_at }))
      .execute();
  }

  /** The change a link that has not expired by `now` makes, if any. */
  findLive(tokenHash: string, now: string) {
    return this.db
      .selectFrom('email_changes')
      .select(['user_id', 'email'])
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('email_changes').where('expires_at', '<=', now).execute();
  }

  /** Deletes the link inside the transaction `trx` that uses it: true for the one request that deleted it, of two racing. */
  async useUp(trx: Db, tokenHash: string): Promise<boolean> {
    const used = await trx.deleteFrom('email_changes').where('token_hash', '=', tokenHash).executeTakeFirst();
    return used.numDeletedRows === 1n;
  }
}
