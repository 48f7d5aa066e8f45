import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../../../src/server/config.js';
import type { Db } from '../../../src/server/db/connect.js';

type Dialect = Config['database']['dialect'];

/** Every row of every table (sorted, so order never matters) and every stored file with its size. */
export interface Snapshot {
  tables: Record<string, string[]>;
  files: string[];
}

/** Every file under `root` with its size, as `relative/path size`. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => `${path.relative(root, file)} ${(await stat(file)).size}`)).then((list) => list.sort());
}

/** The abuse limits' counters: a refused request (a failed login, a taken email) is counted on purpose. */
export const COUNTER_TABLES = new Set(['rate_limit_events']);

/** The tables are listed from the database itself, so a table added later is compared too. */
async function tableNames(db: Db, dialect: Dialect): Promise<string[]> {
  const names =
    dialect === 'postgres'
      ? await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
          db,
        )
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return names.rows.map((row) => row.name).filter((name) => !COUNTER_TABLES.has(name));
}

export async function takeSnapshot(db: Db, dialect: Dialect, dataDir: string): Promise<Snapshot> {
  // Read side by side: the server is idle between two calls of a matrix, so the tables cannot move under us.
  const names = await tableNames(db, dialect);
  const contents = await Promise.all(names.map((name) => sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)));
  const tables = Object.fromEntries(names.map((name, index) => [name, contents[index]!.rows.map((row) => JSON.stringify(row)).sort()]));
  // Stored uploads, temp files included; the spool of an upload in flight is removed just after its answer, so not here.
  return { tables, files: await listFiles(path.join(dataDir, 'uploads')) };
}

/** What changed between two snapshots (table names, "files"), or undefined. */
export function describeChange(before: Snapshot, after: Snapshot): string | undefined {
  const tables = Object.keys({ ...before.tables, ...after.tables }).filter(
    (name) => JSON.stringify(before.tables[name]) !== JSON.stringify(after.tables[name]),
  );
  const files = JSON.stringify(before.files) !== JSON.stringify(after.files) ? ['files'] : [];
  const changed = [...tables, ...files];
  return changed.length > 0 ? `changed ${changed.join(', ')}` : undefined;
}
