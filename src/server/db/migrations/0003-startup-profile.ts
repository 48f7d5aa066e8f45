import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// One table per startup form, each row created on the form's first save; blank fields are ''.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('startup_details')
    .addColumn('startup_id', 'varchar(36)', (col) => col.primaryKey().references('startups.id').onDelete('cascade'))
    .addColumn('business_stage', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('sector', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('company_size', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('financial_performance', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('incorporation_type', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('incorporation_date', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .addColumn('country_of_incorporation', 'varchar(2)', (col) => col.notNull().defaultTo(''))
    .addColumn('headquarters', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('startup_briefs')
    .addColumn('startup_id', 'varchar(36)', (col) => col.primaryKey().references('startups.id').onDelete('cascade'))
    .addColumn('one_liner', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('vision', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('mission', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('problem', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('solution', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('unique_value', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('highlights', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // Money in integer hundredths of the currency unit (NULL when blank): exact on both databases.
  await db.schema
    .createTable('startup_fundraising')
    .addColumn('startup_id', 'varchar(36)', (col) => col.primaryKey().references('startups.id').onDelete('cascade'))
    .addColumn('required_amount_cents', 'bigint')
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('USD'))
    .addColumn('current_stage', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('min_ticket_cents', 'bigint')
    .addColumn('max_ticket_cents', 'bigint')
    .addColumn('use_of_funds', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('startup_videos')
    .addColumn('startup_id', 'varchar(36)', (col) => col.primaryKey().references('startups.id').onDelete('cascade'))
    .addColumn('video_url', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['startup_videos', 'startup_fundraising', 'startup_briefs', 'startup_details']) {
    await db.schema.dropTable(table).execute();
  }
}
