import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// Issue 35: an Arabic sign-up stored its default title in Arabic («مؤسس»), which then showed on the
// English one-pager. The default is now stored as the marker "Founder" and shown in the reader's
// language; every title still reading «مؤسس» becomes that marker. No down: «مؤسس» and the marker
// read the same to an Arabic reader.
// Numbered 0019: 0018 was kept for a change written beside it, on another branch.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('founders').set({ title: 'Founder' }).where('title', '=', 'مؤسس').execute();
}
