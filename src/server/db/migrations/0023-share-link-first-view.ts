import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// Issue 35: the overview says when a link was opened for the first time. A link opened once so far
// was first opened when it was last opened; for one opened more often that moment was not kept.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('share_links').addColumn('first_viewed_at', 'varchar(32)').execute();
  await db
    .updateTable('share_links')
    .set((eb) => ({ first_viewed_at: eb.ref('last_viewed_at') }))
    .where('views', '=', 1)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('share_links').dropColumn('first_viewed_at').execute();
}
