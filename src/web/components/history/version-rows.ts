import type { ReviewKind, ReviewRow } from '../review/review-rows';

/** One field a version is compared on: how its form names it, how it is compared, how a stored value reads. */
export interface HistoryField {
  label: string;
  kind: ReviewKind;
  format?: (value: string) => string;
}

/**
 * The review rows of a version beside today's record (DESIGN §15): one per field whose text differs,
 * keyed `<record>.<field>`, today's as saved now and the version's as proposed. A field either side
 * lacks (a question added since, a text never translated then) has nothing to bring back and is left out.
 */
export function versionRows(
  record: string,
  fields: Record<string, HistoryField>,
  versionOf: (field: string) => unknown,
  todayOf: (field: string) => unknown,
): ReviewRow[] {
  return Object.entries(fields).flatMap(([field, { label, kind, format }]) => {
    const [then, now] = [versionOf(field), todayOf(field)];
    if (typeof then !== 'string' || typeof now !== 'string' || then === now) return [];
    return [{ key: `${record}.${field}`, label, current: now, proposed: then, kind, format }];
  });
}

/** The names of a revision's changed fields that this view compares, in its own order; none: nothing to show here. */
export function changedLabels(changed: readonly string[], labels: Record<string, string>): string[] {
  return Object.entries(labels).flatMap(([field, label]) => (changed.includes(field) ? [label] : []));
}
