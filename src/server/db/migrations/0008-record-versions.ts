import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// One revision per shared startup record (DESIGN §9): every save claims the next one, so a
// co-founder's stale save is refused instead of overwriting. Records saved before start at 1.
const RECORD_TABLES = {
  'program-preferences': 'program_preferences',
  'startup-details': 'startup_details',
  'startup-brief': 'startup_briefs',
  fundraising: 'startup_fundraising',
  video: 'startup_videos',
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_versions')
    .addColumn('startup_id', 'varchar(36)', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('record', 'varchar(32)', (col) => col.notNull())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('record_versions_pkey', ['startup_id', 'record'])
    .execute();
  for (const [record, table] of Object.entries(RECORD_TABLES)) {
    await db
      .insertInto('record_versions')
      .columns(['startup_id', 'record', 'revision', 'updated_at'])
      .expression(db.selectFrom(table).select(['startup_id', sql.lit(record).as('record'), sql.lit(1).as('revision'), 'updated_at']))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_versions').execute();
}
