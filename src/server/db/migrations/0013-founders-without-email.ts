import { sql, SqliteAdapter, type Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// DESIGN §8: the founder row of a deleted account stays without its email (''), so a team's
// emails are unique only among rows that have one; several rows may be left without.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await dropSqliteEmailConstraint(db);
  else await db.schema.alterTable('founders').dropConstraint('founders_startup_email').execute();
  await db.schema
    .createIndex('founders_startup_email')
    .on('founders')
    .columns(['startup_id', 'email'])
    .unique()
    .where(sql.ref('email'), '<>', '')
    .execute();
}

/**
 * SQLite cannot drop a table constraint: the table is rebuilt from its own CREATE statement without
 * it, with foreign keys off as https://sqlite.org/lang_altertable.html §7 asks.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function dropSqliteEmailConstraint(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{
    type: string;
    sql: string;
  }>`select type, sql from sqlite_master where tbl_name = 'founders' and sql is not null`.execute(db);
  const create = rows.find((row) => row.type === 'table')!.sql;
  const constraint = /,\s*constraint "founders_startup_email" unique \("startup_id", "email"\)/i;
  if (!constraint.test(create)) throw new Error('founders: unexpected definition');
  const rebuilt = create.replace(constraint, '').replace(/^create table\s+"?founders"?/i, 'create table "founders_rebuilt"');
  const indexes = rows.filter((row) => row.type === 'index').map((row) => row.sql);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into "founders_rebuilt" select * from "founders"`.execute(trx);
      await sql`drop table "founders"`.execute(trx);
      await sql`alter table "founders_rebuilt" rename to "founders"`.execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error('founders: foreign keys broken by the rebuild');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('founders_startup_email').execute();
  await db.schema.createIndex('founders_startup_email').on('founders').columns(['startup_id', 'email']).unique().execute();
}
