import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// Issue 36: a one-pager counts at most a few visitors per client address, per link, per day. Each
// counted visitor now carries its address's hash (under the day's salt, never the address) and its
// number among that address's visitors, so the key (link, day, address, number) caps them on every
// database. The table only ever holds today's visitors and has no address hash to carry over: it is
// made anew, so a visitor already counted today may be counted once more on the day of the upgrade
// (the counts themselves stay on share_links).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('share_link_views').execute();
  await db.schema
    .createTable('share_link_views')
    .addColumn('link_id', 'varchar(36)', (col) => col.notNull().references('share_links.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('address_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('visitor_number', 'integer', (col) => col.notNull())
    .addColumn('visitor_hash', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('share_link_views_pkey', ['link_id', 'day', 'address_hash', 'visitor_number'])
    .addUniqueConstraint('share_link_views_visitor_key', ['link_id', 'day', 'visitor_hash'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('share_link_views').execute();
  await db.schema
    .createTable('share_link_views')
    .addColumn('link_id', 'varchar(36)', (col) => col.notNull().references('share_links.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('visitor_hash', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('share_link_views_pkey', ['link_id', 'day', 'visitor_hash'])
    .execute();
}
