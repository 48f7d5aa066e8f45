import type { FieldErrors } from '../../shared/api.js';
import { AVATAR_FIELD } from '../../shared/founders.js';
import { PITCH_DECK_FIELDS } from '../../shared/pitch-deck.js';
import { STARTUP_QUOTA_MESSAGES } from '../../shared/startup-quota.js';
import type { Db } from '../db/connect.js';
import { validationError } from '../http/errors.js';
import type { StartupUsage, StartupUsageRepository } from './repository.js';

export interface StartupQuotaLimits {
  decks: number;
  founders: number;
  storageBytes: number;
}

export const STARTUP_QUOTA_DEFAULTS = { decks: 20, founders: 20, storageMb: 250 } as const;

/**
 * What a write adds: a deck, a founder (with or without a photo), or a founder's new photo, whose
 * `bytes` is the change in stored bytes (negative when the new photo is smaller).
 */
export interface StartupAddition {
  kind: 'deck' | 'founder' | 'avatar';
  bytes: number;
}

/** The limits of one startup (DESIGN §3 quota variables), refused with a 422 under the form's field. */
export class StartupQuota {
  /** `db` is what a write runs on: the transaction the quota holds, or the database when nothing can be refused. */
  constructor(
    private readonly db: Db,
    private readonly usage: StartupUsageRepository,
    private readonly limits: StartupQuotaLimits,
  ) {}

  /** Asked before a file is stored, so a full startup never uploads for nothing. */
  async check(startupId: string, addition: StartupAddition): Promise<void> {
    if (!this.canRefuse(addition)) return;
    this.assertRoom(await this.usage.usage(startupId), addition);
  }

  /**
   * Runs `write` in a transaction that locks the startup and checks again first: of two parallel
   * uploads that both passed `check`, the second one sees the first and is refused.
   */
  async writeWithin<T>(startupId: string, addition: StartupAddition, write: (trx: Db) => Promise<T>): Promise<T> {
    if (!this.canRefuse(addition)) return write(this.db);
    return this.writeLocked(startupId, async (trx, checkRoom) => {
      await checkRoom(addition);
      return write(trx);
    });
  }

  /**
   * Runs `write` in a transaction that locks the startup, for a write whose addition depends on what
   * it replaces: it reads that under the lock, then weighs its addition with `checkRoom`.
   */
  async writeLocked<T>(
    startupId: string,
    write: (trx: Db, checkRoom: (addition: StartupAddition) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await this.usage.lockStartup(startupId, trx);
      return write(trx, async (addition) => {
        if (this.canRefuse(addition)) this.assertRoom(await this.usage.usage(startupId, trx), addition);
      });
    });
  }

  /** The same check inside a caller's own transaction, the startup locked first (an invitation accepted while founders are added). */
  async checkWithin(trx: Db, startupId: string, addition: StartupAddition): Promise<void> {
    await this.usage.lockStartup(startupId, trx);
    this.assertRoom(await this.usage.usage(startupId, trx), addition);
  }

  private canRefuse(addition: StartupAddition): boolean {
    return addition.kind !== 'avatar' || addition.bytes > 0;
  }

  private assertRoom(usage: StartupUsage, addition: StartupAddition): void {
    const errors: FieldErrors = {};
    const { decks, founders, storageBytes } = this.limits;
    if (addition.kind === 'deck' && usage.decks >= decks) errors[PITCH_DECK_FIELDS.file] = [STARTUP_QUOTA_MESSAGES.decks(decks)];
    // Not a field's fault: the founder form shows `_` above its fields.
    if (addition.kind === 'founder' && usage.founders >= founders) errors._ = [STARTUP_QUOTA_MESSAGES.founders(founders)];
    if (addition.bytes > 0 && usage.storedBytes + addition.bytes > storageBytes) {
      errors[addition.kind === 'deck' ? PITCH_DECK_FIELDS.file : AVATAR_FIELD] ??= [STARTUP_QUOTA_MESSAGES.storage(storageBytes)];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
  }
}
