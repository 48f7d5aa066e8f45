// The 100 000-startup SQLite database, seeded once per schema and cached: reruns copy it in seconds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const CACHE_DIR = path.join(tmpdir(), 'founder-dashboard-bench');

/** Changes whenever a migration or the seed itself changes, so a cached file never has an old schema. */
function schemaVersion() {
  const migrations = path.join(root, 'dist/server/db/migrations');
  const sources = [
    ...readdirSync(migrations)
      .filter((file) => file.endsWith('.js'))
      .sort()
      .map((file) => path.join(migrations, file)),
    path.join(root, 'scripts/seed-startups.mjs'),
  ];
  const hash = createHash('sha256');
  for (const file of sources) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

/** The path of a SQLite database holding `count` seeded startups, seeding it first when not cached. */
export function seededDatabase(count) {
  mkdirSync(CACHE_DIR, { recursive: true });
  const name = `startups-${count}-${schemaVersion()}.db`;
  const file = path.join(CACHE_DIR, name);
  if (existsSync(file)) {
    console.log(`- ${count.toLocaleString('en-US')} seeded startups: cached in ${file}`);
    return file;
  }
  // Files of an older schema are useless now and large.
  for (const stale of readdirSync(CACHE_DIR).filter((entry) => /^startups-.*\.db$/.test(entry))) rmSync(path.join(CACHE_DIR, stale));
  console.log(`- seeding ${count.toLocaleString('en-US')} startups into ${file} (once per schema)…`);
  const seedDir = mkdtempSync(path.join(CACHE_DIR, 'seeding-'));
  try {
    const env = { ...process.env, DATA_DIR: seedDir };
    delete env.DATABASE_URL;
    const seed = spawnSync(process.execPath, ['scripts/seed-startups.mjs', String(count)], { cwd: root, env, stdio: 'inherit' });
    if (seed.status !== 0) throw new Error('seeding the startups failed');
    // Renamed only when complete: an interrupted seed never leaves a half-filled cache entry.
    renameSync(path.join(seedDir, 'app.db'), file);
  } finally {
    rmSync(seedDir, { recursive: true, force: true });
  }
  return file;
}

/** A startServer `prepareDataDir` that puts a copy of `databaseFile` where the server opens its database. */
export const copyDatabaseInto = (databaseFile) => (dataDir) => copyFileSync(databaseFile, path.join(dataDir, 'app.db'));
