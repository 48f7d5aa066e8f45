import type { Db } from '../db/connect.js';

/** The SQL of password-reset links (table `password_resets`), keyed by the hash of their token. */
export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  async insert(link: { token_hash: string; user_id: string; created_at: string; expires_at: string }): Promise<void> {
    await this.db.insertInto('password_resets').values(link).execute();
  }

  /** The account a link that has not expired by `now` resets, if any. */
  findLive(tokenHash: string, now: string) {
    return this.db
      .selectFrom('password_resets')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
  }

  /**
   * Deletes the link inside the transaction `trx` that uses it: true for the one request that
   * deleted it, of two racing with one link. Then deletes every other link of its account.
   */
  async useUp(trx: Db, tokenHash: string, userId: string): Promise<boolean> {
    const used = await trx.deleteFrom('password_resets').where('token_hash', '=', tokenHash).executeTakeFirst();
    if (used.numDeletedRows !== 1n) return false;
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    return true;
  }
}
