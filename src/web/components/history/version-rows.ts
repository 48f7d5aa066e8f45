import { rowValue, type ReviewKind, type ReviewRow } from '../review/review-rows';

/** One field a version is compared on: how its form names it, how it is compared, how a stored value reads. */
export interface HistoryField {
  label: string;
  kind: ReviewKind;
  format?: (value: string) => string;
}

/**
 * The review rows of a version beside today's record (DESIGN §15): one per field whose text differs,
 * keyed `<record>.<field>`, today's as saved now and the version's as proposed. A list of texts (a
 * startup's locations) is one row, compared and restored whole. A field either side lacks (a question
 * added since, a text never translated then) has nothing to bring back and is left out.
 */
export function versionRows(
  record: string,
  fields: Record<string, HistoryField>,
  versionOf: (field: string) => unknown,
  todayOf: (field: string) => unknown,
): ReviewRow[] {
  return Object.entries(fields).flatMap(([field, { label, kind, format }]) => {
    const [then, now] = [versionOf(field), todayOf(field)];
    const isList = isTextList(then) && isTextList(now);
    if (!isList && (typeof then !== 'string' || typeof now !== 'string')) return [];
    const [proposed, current] = [rowValue(then), rowValue(now)];
    if (proposed === current) return [];
    return [{ key: `${record}.${field}`, label, current, proposed, kind: isList ? 'list' : kind, format }];
  });
}

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The names of a revision's changed fields that this view compares, in its own order; none: nothing to show here. */
export function changedLabels(changed: readonly string[], labels: Record<string, string>): string[] {
  return Object.entries(labels).flatMap(([field, label]) => (changed.includes(field) ? [label] : []));
}
