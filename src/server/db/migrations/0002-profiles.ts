import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per user, created on their first save. Blank fields are '' (never NULL) on both databases.
  await db.schema
    .createTable('user_profiles')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('biography', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('birth_date', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .addColumn('gender', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('nationality', 'varchar(2)', (col) => col.notNull().defaultTo(''))
    .addColumn('country_of_residence', 'varchar(2)', (col) => col.notNull().defaultTo(''))
    .addColumn('linkedin', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('website', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // The emails, phones and WhatsApp numbers of a user, in the order the form shows them.
  await db.schema
    .createTable('contact_entries')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull().check(sql`kind in ('email', 'phone', 'whatsapp')`))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('value', 'varchar(254)', (col) => col.notNull())
    .addColumn('dial_code', 'varchar(8)', (col) => col.notNull().defaultTo(''))
    .addColumn('country', 'varchar(2)', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('contact_entries_pkey', ['user_id', 'kind', 'position'])
    .execute();

  await db.schema
    .createTable('program_preferences')
    .addColumn('startup_id', 'varchar(36)', (col) => col.primaryKey().references('startups.id').onDelete('cascade'))
    .addColumn('program_type', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('program_duration', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('program_location', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('program_start_date', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('program_preference_locations')
    .addColumn('startup_id', 'varchar(36)', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('program_preference_locations_pkey', ['startup_id', 'country'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['program_preference_locations', 'program_preferences', 'contact_entries', 'user_profiles']) {
    await db.schema.dropTable(table).execute();
  }
}
