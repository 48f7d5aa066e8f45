import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// The language a user chose ('en' or 'ar'); null until they pick one, when the browser's choice decides.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'varchar(8)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
