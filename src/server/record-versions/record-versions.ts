import type { RecordStamp } from '../../shared/record-version.js';
import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';

/** The startup records several founders edit (DESIGN §9); the founders list versions itself row by row. */
export type SharedRecord = 'program-preferences' | 'startup-details' | 'startup-brief' | 'fundraising' | 'video';

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

// Read with every GET of a shared record: compiled once.
const findVersion = preparedQuery((db, param: Placeholders<{ startupId: string; record: SharedRecord }>) =>
  db
    .selectFrom('record_versions')
    .leftJoin('users', 'users.id', 'record_versions.updated_by')
    .select(['record_versions.revision', 'record_versions.updated_at', 'users.id as editor_id', 'users.first_name', 'users.last_name'])
    .where('record_versions.startup_id', '=', param('startupId'))
    .where('record_versions.record', '=', param('record')),
);

/** The revision, time and author of one kind of startup record (table record_versions). */
export class RecordVersions {
  constructor(
    private readonly db: Db,
    readonly record: SharedRecord,
  ) {}

  async read(startupId: string): Promise<RecordVersion> {
    const [row] = await findVersion(this.db, { startupId, record: this.record });
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
      await trx
        .insertInto('record_versions')
        .values({ ...key, ...stamp, revision: 1 })
        .onConflict((conflict) => conflict.columns(['startup_id', 'record']).doUpdateSet((eb) => ({ ...stamp, revision: eb('record_versions.revision', '+', 1) })))
        .execute();
      return;
    }
    let claimed = 0n;
    if (expected === 0) {
      const result = await trx
        .insertInto('record_versions')
        .values({ ...key, ...stamp, revision: 1 })
        .onConflict((conflict) => conflict.columns(['startup_id', 'record']).doNothing())
        .executeTakeFirst();
      claimed = BigInt(result.numInsertedOrUpdatedRows ?? 0n);
    } else if (expected !== null) {
      const result = await trx
        .updateTable('record_versions')
        .set({ ...stamp, revision: expected + 1 })
        .where('startup_id', '=', startupId)
        .where('record', '=', this.record)
        .where('revision', '=', expected)
        .executeTakeFirst();
      claimed = BigInt(result.numUpdatedRows);
    }
    if (claimed !== 1n) throw new StaleRecordError();
  }
}
