import type { ReactNode } from 'react';
import type { ResourcePaths } from '../../../shared/fields';
import { toPlainText } from '../../../shared/plain-text';
import type { FormRecord } from '../../lib/record-merge';

/**
 * How a value is compared: text word by word, rich text as its plain text, a choice as a whole (its
 * label), a list as a whole (a startup's locations: the row's values are the lists' JSON, each item
 * read by `format`, and a check saves the list itself).
 */
export type ReviewKind = 'text' | 'rich' | 'choice' | 'list';

/** One proposed change of one field (DESIGN §11): what is saved now, what is proposed, where it came from. */
export interface ReviewRow {
  /** `<record>.<field>`, e.g. `startup-brief.problem`. */
  key: string;
  label: string;
  current: string;
  proposed: string;
  kind: ReviewKind;
  /** A stored value as a reader sees it: an option's label, a country's name. */
  format?: (value: string) => string;
  source?: ReactNode;
}

/** A record the rows change, as it was read when the review opened: its save goes through `paths` with `If-Match: etag`. */
export interface ReviewRecord {
  paths: ResourcePaths;
  data: FormRecord;
  etag: string | null;
  /** A record whose fields are not its top-level keys (an application's answers, by question id). */
  shape?: RecordShape;
  /**
   * A record saved otherwise than by JSON to `paths.save` (a founder row: a form with `_method=PUT`), given
   * the record the save is based on; it may answer a 412's ApiError itself where the route takes no `If-Match`.
   */
  save?: (payload: unknown, ifMatch: string | null, base: FormRecord) => Promise<unknown>;
}

/** How the rows' fields are read from such a record, and what its save route is sent for the checked values. */
export interface RecordShape {
  valueOf: (data: FormRecord, field: string) => string;
  payloadOf: (data: FormRecord, values: Record<string, string>) => unknown;
}

export function splitKey(key: string): { record: string; field: string } {
  const dot = key.indexOf('.');
  return { record: key.slice(0, dot), field: key.slice(dot + 1) };
}

/** Blank as a reader sees it: an editor's `<p></p>` is empty too, and so is an empty list. */
export function isBlank(row: Pick<ReviewRow, 'kind' | 'current'>): boolean {
  if (row.kind === 'list') return row.current === '' || (JSON.parse(row.current) as unknown[]).length === 0;
  return (row.kind === 'rich' ? toPlainText(row.current) : row.current.trim()) === '';
}

/** A row's value as its record holds it: a list's items, any other the text itself. */
export function storedValue(row: Pick<ReviewRow, 'kind'>, value: string): unknown {
  return row.kind === 'list' ? (JSON.parse(value) as unknown) : value;
}

/** A record's value as a row reads it: a list as its JSON (see `ReviewKind`). */
export function rowValue(value: unknown): string {
  return Array.isArray(value) ? JSON.stringify(value) : String(value ?? '');
}
