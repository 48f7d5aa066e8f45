import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';
import type { SharedRecord } from './record-versions.js';

/** Which record of which startup a version row counts. */
export interface VersionKey {
  startup_id: string;
  record: SharedRecord;
}

/** When a save happened and who made it. */
export interface VersionStamp {
  updated_at: string;
  updated_by: string;
}

// Read with every GET of a shared record: compiled once (db/prepared-query.ts).
const findVersion = preparedQuery((db, param: Placeholders<{ startupId: string; record: SharedRecord }>) =>
  db
    .selectFrom('record_versions')
    .leftJoin('users', 'users.id', 'record_versions.updated_by')
    .select(['record_versions.revision', 'record_versions.updated_at', 'users.id as editor_id', 'users.first_name', 'users.last_name'])
    .where('record_versions.startup_id', '=', param('startupId'))
    .where('record_versions.record', '=', param('record')),
);

/** The SQL of record versions (table record_versions); the writes run inside the save's transaction `trx`. */
export class RecordVersionRepository {
  constructor(private readonly db: Db) {}

  /** The current revision with its editor's name, if the record was ever saved. */
  async find({ startup_id, record }: VersionKey) {
    const [row] = await findVersion(this.db, { startupId: startup_id, record });
    return row;
  }

  /** The next revision, whatever the current one is (the first when there is none). */
  async bump(trx: Db, key: VersionKey, stamp: VersionStamp): Promise<void> {
    await trx
      .insertInto('record_versions')
      .values({ ...key, ...stamp, revision: 1 })
      .onConflict((conflict) =>
        conflict.columns(['startup_id', 'record']).doUpdateSet((eb) => ({ ...stamp, revision: eb('record_versions.revision', '+', 1) })),
      )
      .execute();
  }

  /** The first revision; false when the record already has one. */
  async insertFirst(trx: Db, key: VersionKey, stamp: VersionStamp): Promise<boolean> {
    const result = await trx
      .insertInto('record_versions')
      .values({ ...key, ...stamp, revision: 1 })
      .onConflict((conflict) => conflict.columns(['startup_id', 'record']).doNothing())
      .executeTakeFirst();
    return BigInt(result.numInsertedOrUpdatedRows ?? 0n) === 1n;
  }

  /** The revision after `expected` (compare-and-set); false when the current one is another. */
  async advance(trx: Db, key: VersionKey, stamp: VersionStamp, expected: number): Promise<boolean> {
    const result = await trx
      .updateTable('record_versions')
      .set({ ...stamp, revision: expected + 1 })
      .where('startup_id', '=', key.startup_id)
      .where('record', '=', key.record)
      .where('revision', '=', expected)
      .executeTakeFirst();
    return BigInt(result.numUpdatedRows) === 1n;
  }
}
