import type { Db } from '../db/connect.js';

const TURN = 'scheduled';

/**
 * The SQL of the scheduled backups' turn (table backup_lock, one row): every instance on the
 * database tries the same conditional UPDATE, and the database lets exactly one of them win.
 */
export class BackupLockRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes the turn for `holder` when nobody holds it (or a holder's lease lapsed) and the last
   * backup started at least `intervalMs` ago; true when this holder got it.
   */
  async claim(holder: string, now: number, intervalMs: number, leaseMs: number): Promise<boolean> {
    const result = await this.db
      .updateTable('backup_lock')
      .set({ holder, lease_until: new Date(now + leaseMs).toISOString(), last_started_at: new Date(now).toISOString() })
      .where('name', '=', TURN)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', new Date(now).toISOString())]))
      .where((eb) => eb.or([eb('last_started_at', 'is', null), eb('last_started_at', '<=', new Date(now - intervalMs).toISOString())]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Extends the holder's lease while its backup runs. */
  async renew(holder: string, until: number): Promise<void> {
    await this.db
      .updateTable('backup_lock')
      .set({ lease_until: new Date(until).toISOString() })
      .where('name', '=', TURN)
      .where('holder', '=', holder)
      .execute();
  }

  async release(holder: string): Promise<void> {
    await this.db
      .updateTable('backup_lock')
      .set({ holder: null, lease_until: null })
      .where('name', '=', TURN)
      .where('holder', '=', holder)
      .execute();
  }
}
