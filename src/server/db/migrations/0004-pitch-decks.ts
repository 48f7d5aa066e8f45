import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pitch_decks')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('startup_id', 'varchar(36)', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('file_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('uploaded_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pitch_decks_startup_uploaded').on('pitch_decks').columns(['startup_id', 'uploaded_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pitch_decks').execute();
}
