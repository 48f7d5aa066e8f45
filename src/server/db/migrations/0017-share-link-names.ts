import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// Issue 35: two links both read "created on 28/11/2026". A link may now carry a name of up to 80
// characters ("Flat6Labs Cairo"); existing links have none.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('share_links').addColumn('name', 'varchar(80)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('share_links').dropColumn('name').execute();
}
