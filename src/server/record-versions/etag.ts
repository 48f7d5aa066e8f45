/** A record's strong validator: its revision, opaque to clients. */
export function etagOf(revision: number): string {
  return `"${revision}"`;
}

const SINGLE_STRONG_TAG = /^"(\d{1,9})"$/;

/**
 * The revision an `If-Match` header names: undefined without one, or for `*` (every record exists,
 * blank until saved), so the save goes ahead as before; null for anything this server never sent —
 * weak tags, lists, garbage — which can only fail (412).
 */
export function revisionFromIfMatch(header: string | undefined): number | null | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const match = SINGLE_STRONG_TAG.exec(header.trim());
  return match ? Number(match[1]) : null;
}
