import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// Issue 36: names were stored as typed, line breaks and control characters included, and went
// into mail subjects and text. Every stored name is cleaned as the schemas clean a new one on
// this day. No down: what was removed is not kept, and a clean name is valid before this too.

const NAME_COLUMNS = {
  users: ['first_name', 'last_name'],
  founders: ['first_name', 'last_name'],
  startups: ['name'],
} as const;

// Rows read at a time, so a large table never sits in memory whole.
const PAGE_SIZE = 500;

// Bidi controls and marks, zero-width space, word joiner, byte order mark (the joiner and non-joiner stay).
const INVISIBLE_FORMATTING = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
const CONTROL_NOT_SPACE = /[^\P{Cc}\p{White_Space}]/gu;
const SPACE_RUN = /\p{White_Space}+/gu;

function cleanName(text: string): string {
  return text.replace(INVISIBLE_FORMATTING, '').replace(CONTROL_NOT_SPACE, '').replace(SPACE_RUN, ' ').trim();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(NAME_COLUMNS)) {
    for (let after = ''; ;) {
      const rows = await db
        .selectFrom(table)
        .select(['id', ...columns])
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE_SIZE)
        .execute();
      for (const row of rows) {
        const cleaned = Object.fromEntries(columns.map((column) => [column, cleanName(row[column] as string)]));
        if (columns.some((column) => cleaned[column] !== row[column])) {
          await db.updateTable(table).set(cleaned).where('id', '=', row.id).execute();
        }
      }
      if (rows.length < PAGE_SIZE) break;
      after = rows[rows.length - 1]!.id as string;
    }
  }
}
