import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// Issue 34: every save of a shared record that changes something leaves a revision, the record as
// that save left it (DESIGN §15). `record_id` is '' for the startup's single records, the row's id
// for founders and applications (the locale for a translation); `seq` counts that record's
// revisions, so the newest come first and the oldest beyond HISTORY_KEEP can be pruned.
// Numbered 0020: 0018 and 0021 are kept for changes written beside it, on other branches.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_revisions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('startup_id', 'varchar(36)', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('record', 'varchar(32)', (col) => col.notNull())
    .addColumn('record_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('saved_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('fields', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addUniqueConstraint('record_revisions_seq', ['startup_id', 'record', 'record_id', 'seq'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_revisions').execute();
}
