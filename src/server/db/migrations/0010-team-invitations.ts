import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// DESIGN §8. Pending invitations (only a SHA-256 of each link's token is stored; a used, revoked
// or replaced invitation is deleted, so its link dies), and `users.startup_id` may become null: a
// removed co-founder keeps their account without a startup.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('startup_id', 'varchar(36)', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('invited_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('locale', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    // One pending invitation per email and startup: a new one replaces the old.
    .addUniqueConstraint('invitations_startup_email', ['startup_id', 'email'])
    .execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) await dropSqliteNotNull(db, 'users', 'startup_id');
  else
    await db.schema
      .alterTable('users')
      .alterColumn('startup_id', (col) => col.dropNotNull())
      .execute();
}

/**
 * SQLite cannot drop a NOT NULL: the table is rebuilt from its own CREATE statement (whatever
 * columns earlier migrations added), with foreign keys off so that dropping the old table neither
 * cascades into sessions nor nulls founders.user_id (https://sqlite.org/lang_altertable.html §7).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function dropSqliteNotNull(db: Kysely<any>, table: string, column: string): Promise<void> {
  const { rows } = await sql<{
    type: string;
    sql: string;
  }>`select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = rows.find((row) => row.type === 'table')!.sql;
  const columnDefinition = new RegExp(`("${column}"\\s+varchar\\(\\d+\\))\\s+not null`, 'i');
  if (!columnDefinition.test(create)) throw new Error(`${table}.${column}: unexpected definition`);
  const rebuilt = create.replace(columnDefinition, '$1').replace(/^create table\s+"?\w+"?/i, `create table "${table}_rebuilt"`);
  const indexes = rows.filter((row) => row.type === 'index').map((row) => row.sql);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql.raw(`insert into "${table}_rebuilt" select * from "${table}"`).execute(trx);
      await sql.raw(`drop table "${table}"`).execute(trx);
      await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error(`${table}: foreign keys broken by the rebuild`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
}
