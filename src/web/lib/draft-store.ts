import type { z } from 'zod';
import type { FormRecord } from './record-merge';

/**
 * Unsaved form values kept in the browser (DESIGN §9), one entry per user and record, so a reload,
 * a crash or a closed tab loses nothing and another account on the same browser never sees them.
 */
export interface Draft {
  /** When it was last written (ISO); the banner shows it in the page's locale. */
  saved_at: string;
  /** The ETag of the record the changes were typed over (null for records without one). */
  etag: string | null;
  /** Only the changed fields, so restoring never overwrites what others saved to the rest. */
  values: FormRecord;
  /** Those fields as they were before the changes: the base for comparing with a newer record. */
  base: FormRecord;
}

const PREFIX = 'fd-draft';

export function draftKey(userId: string, record: string): string {
  return `${PREFIX}:${userId}:${record}`;
}

const isRecord = (value: unknown): value is FormRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

function isDraft(value: unknown): value is Draft {
  return (
    isRecord(value) &&
    typeof value.saved_at === 'string' &&
    !Number.isNaN(Date.parse(value.saved_at)) &&
    (value.etag === null || typeof value.etag === 'string') &&
    isRecord(value.values) &&
    isRecord(value.base)
  );
}

// Issues that say the stored shape is not the form's any more; a too-short or malformed value is typing in progress.
const STRUCTURAL_ISSUES = new Set([
  'invalid_type',
  'invalid_value',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
]);

/**
 * Whether a draft's values still fit the form: only fields the form has, and nothing the schema
 * refuses for its type (a value half typed, which the schema would also refuse, still fits).
 */
export function fitsForm(schema: z.ZodType, blank: FormRecord): (values: FormRecord) => boolean {
  return (values) => {
    if (Object.keys(values).some((field) => !(field in blank))) return false;
    const result = schema.safeParse({ ...blank, ...values });
    return result.success || result.error.issues.every((issue) => !STRUCTURAL_ISSUES.has(issue.code));
  };
}

/** The stored draft, or null; one that no longer fits the form is removed with a note, never thrown. */
export function readDraft(key: string, fits: (values: FormRecord) => boolean): Draft | null {
  let stored: string | null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    return null; // storage blocked: there can be no draft
  }
  if (stored === null) return null;
  let draft: unknown;
  try {
    draft = JSON.parse(stored);
  } catch {
    draft = undefined;
  }
  if (isDraft(draft) && fits(draft.values)) return draft;
  console.info(`Dropped an unsaved draft (${key}) that no longer fits its form.`);
  clearDraft(key);
  return null;
}

export function writeDraft(key: string, draft: Draft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form itself still holds everything typed.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
