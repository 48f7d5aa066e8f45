import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// DESIGN §15: scheduled backups, never two at once and one per interval across every instance on
// this database. One row holds who is backing up (until when) and when the last backup started.
// Numbered 0021: 0018 and 0020 were kept for changes written beside it, on other branches.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('backup_lock')
    .addColumn('name', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('holder', 'varchar(64)')
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('last_started_at', 'varchar(32)')
    .execute();
  await db.insertInto('backup_lock').values({ name: 'scheduled' }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_lock').execute();
}
