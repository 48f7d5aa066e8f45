import type { Db } from '../db/connect.js';
import type { RecordRevisionsTable } from '../db/schema.js';
import type { HistoryKey } from './record-history.js';

/** The SQL of record_revisions; the writes run inside the save's transaction `trx`. */
export class RevisionRepository {
  constructor(private readonly db: Db) {}

  /** The record's newest revision number, 0 before its first. */
  async lastSeq(trx: Db, key: HistoryKey): Promise<number> {
    const row = await trx
      .selectFrom('record_revisions')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('startup_id', '=', key.startup_id)
      .where('record', '=', key.record)
      .where('record_id', '=', key.record_id)
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  }

  async insert(trx: Db, revision: RecordRevisionsTable): Promise<void> {
    await trx.insertInto('record_revisions').values(revision).execute();
  }

  /** Drops the record's revisions up to and including `seq`. */
  async pruneThrough(trx: Db, key: HistoryKey, seq: number): Promise<void> {
    await trx
      .deleteFrom('record_revisions')
      .where('startup_id', '=', key.startup_id)
      .where('record', '=', key.record)
      .where('record_id', '=', key.record_id)
      .where('seq', '<=', seq)
      .execute();
  }

  /** The record's revisions, newest first, with their authors' names. */
  async list(key: HistoryKey) {
    return this.withAuthors()
      .select(['record_revisions.fields'])
      .where('record_revisions.startup_id', '=', key.startup_id)
      .where('record_revisions.record', '=', key.record)
      .where('record_revisions.record_id', '=', key.record_id)
      .orderBy('record_revisions.seq', 'desc')
      .execute();
  }

  /** One revision of the startup's, with the record as it was. */
  async find(startupId: string, id: string) {
    return this.withAuthors()
      .select(['record_revisions.record', 'record_revisions.record_id', 'record_revisions.data'])
      .where('record_revisions.startup_id', '=', startupId)
      .where('record_revisions.id', '=', id)
      .executeTakeFirst();
  }

  /** Every revision of the startup's records (the account export), record by record, oldest first. */
  async listForStartup(startupId: string) {
    return this.withAuthors()
      .select(['record_revisions.record', 'record_revisions.record_id', 'record_revisions.fields', 'record_revisions.data'])
      .where('record_revisions.startup_id', '=', startupId)
      .orderBy('record_revisions.record')
      .orderBy('record_revisions.record_id')
      .orderBy('record_revisions.seq')
      .execute();
  }

  private withAuthors() {
    return this.db
      .selectFrom('record_revisions')
      .leftJoin('users', 'users.id', 'record_revisions.saved_by')
      .select(['record_revisions.id', 'record_revisions.saved_at', 'users.id as author_id', 'users.first_name', 'users.last_name']);
  }
}
