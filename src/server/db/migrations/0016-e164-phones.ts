import type { Kysely } from 'kysely';
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

// Frozen in time: never import app code here, never edit after release.
// Issue 35: phone and WhatsApp numbers were stored as typed, trunk prefix and all ("0795123456"
// for +962), and the one-pager dialled +9620795123456. Every stored number becomes its national
// significant number in Latin digits, as the schemas keep a new one on this day (JO 079 512 3456 →
// 795123456; a number libphonenumber cannot read as the country's keeps its digits). No down:
// the typed form is not kept, and a normalised number is valid before this too.
// Numbered 0016: 0015-applications was written beside it, on another branch.

// Rows read at a time, so a large table never sits in memory whole.
const PAGE_SIZE = 500;

interface ContactNumberRow {
  user_id: string;
  kind: string;
  position: number;
  value: string;
  country: string;
}

function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

function nationalNumber(value: string, country: string): string {
  const text = latinDigits(value);
  const digits = text.replace(/\D/g, '');
  if (!isSupportedCountry(country)) return digits;
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed && parsed.countryCallingCode === getCountryCallingCode(country) ? parsed.nationalNumber : digits;
}

/** Normalises every stored phone and WhatsApp number; answers how many rows it changed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function normalizeStoredPhones(db: Kysely<any>): Promise<number> {
  let changed = 0;
  let after: ContactNumberRow | undefined;
  for (;;) {
    let query = db
      .selectFrom('contact_entries')
      .select(['user_id', 'kind', 'position', 'value', 'country'])
      .where('kind', 'in', ['phone', 'whatsapp'])
      .orderBy('user_id')
      .orderBy('kind')
      .orderBy('position')
      .limit(PAGE_SIZE);
    if (after) {
      const last = after;
      query = query.where((eb) =>
        eb.or([
          eb('user_id', '>', last.user_id),
          eb.and([eb('user_id', '=', last.user_id), eb('kind', '>', last.kind)]),
          eb.and([eb('user_id', '=', last.user_id), eb('kind', '=', last.kind), eb('position', '>', last.position)]),
        ]),
      );
    }
    const rows = (await query.execute()) as ContactNumberRow[];
    for (const row of rows) {
      const value = nationalNumber(row.value, row.country);
      if (value === row.value) continue;
      await db
        .updateTable('contact_entries')
        .set({ value })
        .where('user_id', '=', row.user_id)
        .where('kind', '=', row.kind)
        .where('position', '=', row.position)
        .execute();
      changed += 1;
    }
    if (rows.length < PAGE_SIZE) return changed;
    after = rows[rows.length - 1];
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const changed = await normalizeStoredPhones(db);
  // The count is the migration's one figure (issue 35); silent when there was nothing to do.
  if (changed > 0) console.info(`Migration 0016-e164-phones: ${changed} phone and WhatsApp numbers normalised`);
}
