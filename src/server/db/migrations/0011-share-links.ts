import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// DESIGN §10: share links of a startup's one-pager, their visitors (a daily salted hash, never an
// address), the day's salt (in the database, so every instance counts alike), and the primary deck.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('share_links')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('startup_id', 'varchar(36)', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('token', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('include_contact', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('include_deck', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_viewed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('share_links_startup_idx').on('share_links').columns(['startup_id', 'created_at']).execute();

  await db.schema
    .createTable('share_link_views')
    .addColumn('link_id', 'varchar(36)', (col) => col.notNull().references('share_links.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('visitor_hash', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('share_link_views_pkey', ['link_id', 'day', 'visitor_hash'])
    .execute();

  await db.schema
    .createTable('share_view_salts')
    .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('salt', 'varchar(64)', (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable('pitch_decks')
    .addColumn('is_primary', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // Each startup's newest deck becomes its primary one, as a new first upload would.
  await sql`
    update pitch_decks set is_primary = 1
    where id = (select newest.id from pitch_decks newest where newest.startup_id = pitch_decks.startup_id
                order by newest.uploaded_at desc, newest.id desc limit 1)
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pitch_decks').dropColumn('is_primary').execute();
  await db.schema.dropTable('share_view_salts').execute();
  await db.schema.dropTable('share_link_views').execute();
  await db.schema.dropTable('share_links').execute();
}
