import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// Avatars count towards a startup's storage quota; one stored before this migration counts 0 bytes until it is replaced.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('founders')
    .addColumn('avatar_size', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('founders').dropColumn('avatar_size').execute();
}
