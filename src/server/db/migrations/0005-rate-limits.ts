import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per counted event (a failed login, a registration…), so every instance sees the same count.
  await db.schema
    .createTable('rate_limit_events')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('limit_key', 'varchar(100)', (col) => col.notNull())
    .addColumn('occurred_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_events_key_time').on('rate_limit_events').columns(['limit_key', 'occurred_at']).execute();
  await db.schema.createIndex('rate_limit_events_expiry').on('rate_limit_events').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_events').execute();
}
