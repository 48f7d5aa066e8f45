import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { StoredFileRepository } from '../storage/stored-file-repository.js';
import { BackupError, reasonOf } from './backup-error.js';

/** The database file of an archive, by dialect (the uploads sit beside it in `uploads/`). */
export const DATABASE_FILES = { sqlite: 'app.db', postgresql: 'postgresql.dump' } as const;

/** What the manifest says of the database, and which stored files its rows name (those go into the archive). */
export interface DatabaseSnapshot {
  migration: string;
  counts: Record<string, number>;
  referencedKeys: Set<string>;
}

type MigrationTable = { kysely_migration: { name: string } };

/** The newest migration a database ran: its migration level (DESIGN §15). */
export async function migrationLevel(db: Kysely<Database>): Promise<string> {
  const newest = await db
    .withTables<MigrationTable>()
    .selectFrom('kysely_migration')
    .select('name')
    .orderBy('name', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!newest) throw new BackupError('backup failed: the database has never been migrated (start the app once first)');
  return newest.name;
}

async function countRows(db: Kysely<Database>, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}`.execute(db);
    // PostgreSQL answers a bigint as a string.
    counts[table] = Number(rows[0]!.count);
  }
  return counts;
}

async function describe(db: Kysely<Database>, tables: string[]): Promise<DatabaseSnapshot> {
  return {
    migration: await migrationLevel(db),
    counts: await countRows(db, tables),
    referencedKeys: await new StoredFileRepository(db as Db).referencedKeys(),
  };
}

/**
 * Copies the live SQLite database into `stagingDir` with SQLite's online backup API (the app keeps
 * serving; the copy is one consistent moment) and describes the copy.
 */
export async function snapshotSqlite(sourceFile: string, stagingDir: string): Promise<DatabaseSnapshot> {
  if (!existsSync(sourceFile)) throw new BackupError(`backup failed: there is no database at ${sourceFile} (check DATA_DIR)`);
  const target = path.join(stagingDir, DATABASE_FILES.sqlite);
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  const copy = new SQLite(target);
  // One self-contained file in the archive: the restored app turns WAL back on when it opens it.
  copy.pragma('journal_mode = DELETE');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
  try {
    return await describe(db, await listTables(db, 'sqlite'));
  } finally {
    await db.destroy();
  }
}

/** Runs a PostgreSQL client tool from PATH; a missing one is named with how to install it. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} was not found on PATH: install the PostgreSQL client tools (apt-get install postgresql-client)`
            : `${tool} could not run: ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed: ${stderr.trim().split('\n')[0] || signal || `exit code ${code}`}`));
    });
  });
}

/**
 * `pg_dump -Fc` of the database into `stagingDir`. The dump, the counts and the stored-file keys
 * all read one snapshot (a read-only repeatable-read transaction exported to pg_dump), so the
 * manifest describes exactly the rows the dump holds, whatever the app writes meanwhile.
 */
export async function snapshotPostgres(db: Db, url: string, stagingDir: string): Promise<DatabaseSnapshot> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx);
      const dump = runPgTool('pg_dump', [
        '--format=custom',
        `--snapshot=${rows[0]!.snapshot}`,
        `--file=${path.join(stagingDir, DATABASE_FILES.postgresql)}`,
        `--dbname=${url}`,
      ]);
      // Counted while pg_dump runs; both are waited for, so neither failure is left unhandled.
      const [described, dumped] = await Promise.allSettled([(async () => describe(trx, await listTables(trx, 'postgres')))(), dump]);
      if (dumped.status === 'rejected') throw dumped.reason;
      if (described.status === 'rejected') {
        const { reason } = described;
        throw reason instanceof BackupError ? reason : new BackupError(`backup failed: ${reasonOf(reason)}`);
      }
      return described.value;
    });
}

/** Every table of the database: SQLite's, or those of PostgreSQL's current schema (where the migrations create them). */
export async function listTables(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map(({ name }) => name).sort();
}
