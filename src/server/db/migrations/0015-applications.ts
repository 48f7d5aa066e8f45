import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// DESIGN §13: a startup's applications to programs and their questions with the startup's answers.
// An application is a shared record of its own (DESIGN §9): its row carries its revision, the time
// and the author of its last save. Booleans are 0/1; deadline and url are '' when unset.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('startup_id', 'varchar(36)', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('program', 'varchar(200)', (col) => col.notNull())
    .addColumn('deadline', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .addColumn('url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('applications_startup_idx').on('applications').column('startup_id').execute();

  await db.schema
    .createTable('application_questions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('application_id', 'varchar(36)', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('help', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('max_chars', 'integer')
    .addColumn('max_words', 'integer')
    .addColumn('required', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('answer', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('empty'))
    // Whether the answer is over a limit, set on each save: the list counts it without reading every answer.
    .addColumn('over_limit', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('application_questions_application_idx')
    .on('application_questions')
    .columns(['application_id', 'position'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_questions').execute();
  await db.schema.dropTable('applications').execute();
}
