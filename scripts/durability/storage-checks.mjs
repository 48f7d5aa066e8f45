// What is on disk and in the database, read directly (not through the app): integrity,
// rows whose file is missing, stored files no row names, and leftover temporary files.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const STORED_FILES_SQL = `
  select storage_key as key, size from pitch_decks where startup_id in (select startup_id from users where email like $1)
  union all
  select avatar_key as key, null as size from founders where avatar_key is not null and startup_id in (select startup_id from users where email like $1)`;
const REFERENCED_KEYS_SQL =
  'select storage_key as key from pitch_decks union all select avatar_key as key from founders where avatar_key is not null';

/** The app's database, opened on the side: SQLite read-only (its WAL is read as the app would), or a PostgreSQL client. */
export async function openDatabase({ databaseUrl, sqliteFile }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      // PostgreSQL keeps its own integrity (WAL, checksums); the app was killed, not the database.
      integrity: async () => 'n/a (PG)',
      storedFiles: async (emailPattern) => (await client.query(STORED_FILES_SQL, [emailPattern])).rows,
      referencedKeys: async () => new Set((await client.query(REFERENCED_KEYS_SQL)).rows.map((row) => row.key)),
      close: () => client.end(),
    };
  }
  const db = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
  return {
    integrity: async () => db.pragma('integrity_check', { simple: true }),
    storedFiles: async (emailPattern) => db.prepare(STORED_FILES_SQL.replaceAll('$1', '?')).all(emailPattern, emailPattern),
    referencedKeys: async () =>
      new Set(
        db
          .prepare(REFERENCED_KEYS_SQL)
          .all()
          .map((row) => row.key),
      ),
    close: async () => db.close(),
  };
}

/** Files under `dir` as storage keys (`pitch-decks/<uuid>`) with their age; a missing folder holds none. */
function filesUnder(dir, skipFolder) {
  let names;
  try {
    names = readdirSync(dir, { recursive: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return names.flatMap((name) => {
    const key = name.split(path.sep).join('/');
    if (skipFolder && key.startsWith(`${skipFolder}/`)) return [];
    try {
      const stats = statSync(path.join(dir, name));
      return stats.isFile() ? [{ key, size: stats.size, mtimeMs: stats.mtimeMs }] : [];
    } catch {
      return []; // removed by the running sweeper since the listing
    }
  });
}

/**
 * The state of one DATA_DIR against its database: rows of this run's startups whose file is
 * missing (or of the wrong size), stored files no row names, and temporary files (all, and
 * those older than `maxAgeMs`, which the sweeper must have removed).
 */
export async function inspectStorage({ dataDir, database, emailPattern, maxAgeMs }) {
  const uploads = path.join(dataDir, 'uploads');
  const stored = new Map(filesUnder(uploads, '.tmp').map((file) => [file.key, file]));
  const rowsWithoutFile = (await database.storedFiles(emailPattern)).filter(
    (row) => !stored.has(row.key) || (row.size !== null && Number(row.size) !== stored.get(row.key).size),
  );
  const referenced = await database.referencedKeys();
  const orphans = [...stored.keys()].filter((key) => !referenced.has(key));
  const tempFiles = [...filesUnder(path.join(dataDir, 'tmp')), ...filesUnder(path.join(uploads, '.tmp'))];
  const staleTempFiles = tempFiles.filter((file) => file.mtimeMs < Date.now() - maxAgeMs);
  return {
    rowsWithoutFile: rowsWithoutFile.map((row) => row.key),
    orphans,
    tempFiles: tempFiles.length,
    staleTempFiles: staleTempFiles.length,
  };
}
