import type { ResourcePaths } from '../../../shared/fields';
import type { HistoryRecord } from '../../../shared/history';
import type { RecordShape, ReviewKind, ReviewRecord } from '../review/review-rows';
import { api } from '../../lib/api-client';
import type { FormRecord } from '../../lib/record-merge';
import { rememberEtag } from '../../lib/resource';
import type { HistoryField } from './version-rows';

/** Whose history a panel shows (DESIGN §15), what it compares, and how today's record is read and saved. */
export interface HistoryTarget {
  record: HistoryRecord;
  /** A founder's or an application's id, the translation's locale; none for the startup's single records. */
  id?: string;
  /** How the history's title names the record, where the form's title does not (a founder's name). */
  name?: string;
  /** The fields a version is compared on, by name, in the form's order; without a kind, the startup's records' own (use-record-fields). */
  fields: Record<string, Omit<HistoryField, 'kind'> & { kind?: ReviewKind }>;
  /** How the list names what a save changed, when a revision's fields are not the compared ones (an application's `questions`). */
  changeLabels?: Record<string, string>;
  /** Today's record with its ETag, read when a version opens: the restore is saved over exactly that. */
  readToday: () => Promise<ReviewRecord>;
  /** After a restore saved something: what else shows the record is read again (the applications list's counts). */
  onRestored?: () => void;
  /** A field's value in a revision, when it is read otherwise than today's (by its shape, else by name). */
  versionValueOf?: (data: FormRecord, field: string) => unknown;
}

/** Today's record read from its own GET, its ETag remembered for the form too. */
export function readRecord(paths: ResourcePaths, shape?: RecordShape): () => Promise<ReviewRecord> {
  return async () => {
    const today = await api<FormRecord>('GET', paths.get);
    rememberEtag(paths.get, today.etag);
    return { paths, data: today.data, etag: today.etag, shape };
  };
}
