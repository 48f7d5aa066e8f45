import type { RecordStamp } from '../../shared/record-version.js';
import type { Db } from '../db/connect.js';
import type { RecordVersionRepository } from './repository.js';

/** The startup records several founders edit (DESIGN §9, and the translation of §14); the founders list versions itself row by row. */
export type SharedRecord = 'program-preferences' | 'startup-details' | 'startup-brief' | 'fundraising' | 'video' | 'translation';

export interface RecordVersion extends RecordStamp {
  /** 0 until the first save. */
  revision: number;
}

/** A save based on a revision that is no longer current; thrown inside its transaction, so nothing is written. */
export class StaleRecordError extends Error {
  constructor() {
    super('The record changed since the client read it.');
  }
}

/** The revision, time and author of one kind of startup record. */
export class RecordVersions {
  constructor(
    private readonly versions: RecordVersionRepository,
    readonly record: SharedRecord,
  ) {}

  async read(startupId: string): Promise<RecordVersion> {
    const row = await this.versions.find({ startup_id: startupId, record: this.record });
    if (!row) return { revision: 0, updated_at: null, updated_by: null };
    const editor = row.editor_id ? { id: row.editor_id, first_name: row.first_name ?? '', last_name: row.last_name ?? '' } : null;
    return { revision: Number(row.revision), updated_at: row.updated_at, updated_by: editor };
  }

  /**
   * Claims the next revision for a save by `userId`, inside that save's transaction `trx`. With an
   * `expected` revision (the client's If-Match) the claim is a compare-and-set, so of two concurrent
   * saves based on the same revision exactly one wins; the other throws StaleRecordError.
   */
  async claim(trx: Db, startupId: string, userId: string, expected: number | null | undefined): Promise<void> {
    const stamp = { updated_at: new Date().toISOString(), updated_by: userId };
    const key = { startup_id: startupId, record: this.record };
    if (expected === undefined) {
      await this.versions.bump(trx, key, stamp);
      return;
    }
    let isClaimed = false;
    if (expected === 0) isClaimed = await this.versions.insertFirst(trx, key, stamp);
    else if (expected !== null) isClaimed = await this.versions.advance(trx, key, stamp, expected);
    if (!isClaimed) throw new StaleRecordError();
  }
}
