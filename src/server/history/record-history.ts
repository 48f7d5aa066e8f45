import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { HistoryEntry, HistoryRecord, HistoryRevision } from '../../shared/history.js';
import type { Db } from '../db/connect.js';
import type { RevisionRepository } from './repository.js';

/** Which record's history: `record_id` is '' for the startup's single records, the row's id for founders and applications. */
export interface HistoryKey {
  startup_id: string;
  record: HistoryRecord;
  record_id: string;
}

type Snapshot = Record<string, unknown>;

/** The fields whose values differ; every field of a record that is new (`before` null). */
export function changedFields(before: object | null, after: object): string[] {
  const earlier = before as Snapshot | null;
  return Object.entries(after)
    .filter(([field, value]) => !earlier || !isDeepStrictEqual(earlier[field], value))
    .map(([field]) => field);
}

function authorOf(row: { author_id: string | null; first_name: string | null; last_name: string | null }) {
  return row.author_id ? { id: row.author_id, first_name: row.first_name ?? '', last_name: row.last_name ?? '' } : null;
}

/**
 * The revisions of shared records (DESIGN §15). A save writes its revision inside its own
 * transaction, so a save never commits without its history or the reverse. `keep` (HISTORY_KEEP)
 * revisions stay per record; 0 keeps none, which turns history off.
 */
export class RecordHistory {
  constructor(
    private readonly revisions: RevisionRepository,
    private readonly keep: number,
  ) {}

  /** Inside the save's transaction `trx`: the record as the save left it (`after`), unless the save changed nothing. */
  async write(trx: Db, key: HistoryKey, userId: string, before: object | null, after: object): Promise<void> {
    if (this.keep === 0) return;
    const fields = changedFields(before, after);
    if (fields.length === 0) return;
    // The save's own lock (its record's version row, or the startup's row) orders two saves of
    // one record, so the second reads the first's number once it has committed.
    const seq = (await this.revisions.lastSeq(trx, key)) + 1;
    await this.revisions.insert(trx, {
      id: randomUUID(),
      ...key,
      seq,
      saved_at: new Date().toISOString(),
      saved_by: userId,
      fields: JSON.stringify(fields),
      data: JSON.stringify(after),
    });
    if (seq > this.keep) await this.revisions.pruneThrough(trx, key, seq - this.keep);
  }

  /** The record's revisions, newest first. */
  async list(key: HistoryKey): Promise<HistoryEntry[]> {
    const rows = await this.revisions.list(key);
    return rows.map((row) => ({
      revision: row.id,
      saved_at: row.saved_at,
      saved_by: authorOf(row),
      fields: JSON.parse(row.fields) as string[],
    }));
  }

  /** One revision of the startup's records; undefined for another startup's or none. */
  async find(startupId: string, revision: string): Promise<HistoryRevision | undefined> {
    const row = await this.revisions.find(startupId, revision);
    return row && toRevision(row);
  }

  /** Every revision the startup keeps, for the account export. */
  async all(startupId: string) {
    const rows = await this.revisions.listForStartup(startupId);
    return rows.map((row) => ({ ...toRevision(row), fields: JSON.parse(row.fields) as string[] }));
  }
}

function toRevision(row: {
  id: string;
  record: string;
  record_id: string;
  saved_at: string;
  author_id: string | null;
  first_name: string | null;
  last_name: string | null;
  data: string;
}): HistoryRevision {
  return {
    record: row.record as HistoryRecord,
    id: row.record_id === '' ? null : row.record_id,
    revision: row.id,
    saved_at: row.saved_at,
    saved_by: authorOf(row),
    data: JSON.parse(row.data) as Snapshot,
  };
}
