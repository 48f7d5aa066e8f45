/** A form's values by field name: strings, lists and small objects, as JSON holds them. */
export type FormRecord = Record<string, unknown>;

/** Deep equality of JSON-like values (form fields: strings, arrays of rows, plain objects). */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => isSameValue(item, b[index]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => isSameValue((a as FormRecord)[key], (b as FormRecord)[key]));
  }
  return false;
}

/** The fields of `values` that differ from `base`. */
export function changedFields(base: FormRecord, values: FormRecord): string[] {
  return Object.keys(values).filter((field) => !isSameValue(values[field], base[field]));
}

export interface VersionComparison {
  /** Changed by both sides, differently: the founder chooses. */
  conflicts: string[];
  /** Changed only by the other side: their value can be taken without asking. */
  theirsOnly: string[];
}

/**
 * Three-way comparison after a 412: `base` is what the form was loaded from, `mine` what it holds
 * now, `theirs` what the server holds now. A field only one side changed needs no question.
 */
export function compareVersions(base: FormRecord, mine: FormRecord, theirs: FormRecord): VersionComparison {
  const comparison: VersionComparison = { conflicts: [], theirsOnly: [] };
  for (const field of Object.keys(mine)) {
    if (isSameValue(mine[field], theirs[field]) || isSameValue(theirs[field], base[field])) continue;
    if (isSameValue(mine[field], base[field])) comparison.theirsOnly.push(field);
    else comparison.conflicts.push(field);
  }
  return comparison;
}
