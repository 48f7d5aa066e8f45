import { mkdir, mkdtemp, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { isKnownMigration, LATEST_MIGRATION, migrateToLatest } from '../db/migrate.js';
import { createStorage } from '../storage/create-storage.js';
import { unpackArchive } from './archive.js';
import { BackupError } from './backup-error.js';
import { DATABASE_FILES, listTables, runPgTool } from './database-snapshot.js';
import { checkFiles, MANIFEST_FILE, readManifest, type Manifest } from './manifest.js';
import { putStoredFiles, UPLOADS_FOLDER } from './stored-files.js';

async function refuseNonEmptyFolder(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw new BackupError(`refused: cannot read ${dataDir}: ${error.message}`);
  });
  if (entries.length > 0) throw new BackupError(`refused: ${dataDir} is not empty; restore into a new or empty folder (--data-dir)`);
}

async function refuseNonEmptyDatabase(config: Config): Promise<void> {
  if (config.database.dialect !== 'postgres') return;
  const db = connectDatabase(config.database);
  try {
    if ((await listTables(db, 'postgres')).length > 0) {
      throw new BackupError('refused: the database at DATABASE_URL already has tables; restore into a new, empty database');
    }
  } finally {
    await db.destroy();
  }
}

function refuseUnusable(manifest: Manifest, config: Config): void {
  if (!isKnownMigration(manifest.migration)) {
    throw new BackupError(
      `refused: the archive comes from a newer app (migration ${manifest.migration}; this app knows up to ${LATEST_MIGRATION}): upgrade the app, then restore`,
    );
  }
  const wanted = config.database.dialect === 'sqlite' ? 'sqlite' : 'postgresql';
  if (manifest.database !== wanted) {
    throw new BackupError(
      `refused: the archive holds a ${manifest.database} database but this app is set up for ${wanted} (${wanted === 'sqlite' ? 'unset' : 'set'} DATABASE_URL)`,
    );
  }
}

/** Loads the archive's database into the target, in one step, and migrates an older one forward. */
async function restoreDatabase(config: Config, staging: string): Promise<void> {
  if (config.database.dialect === 'sqlite') {
    // Still in the staging folder: the target only ever sees the finished, migrated file.
    const db = connectDatabase({ dialect: 'sqlite', file: path.join(staging, DATABASE_FILES.sqlite) });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    return;
  }
  const dump = path.join(staging, DATABASE_FILES.postgresql);
  // One transaction: killed half-way, the database is left as empty as it was.
  await runPgTool('pg_restore', [
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    `--dbname=${config.database.url}`,
    dump,
  ]);
  await rm(dump);
  const db = connectDatabase(config.database);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/** With S3, the archived files go into the bucket (same keys, same bytes) instead of DATA_DIR/uploads. */
async function restoreStoredFiles(config: Config, staging: string, manifest: Manifest): Promise<void> {
  if (config.storageDriver !== 's3') return;
  const prefix = `${UPLOADS_FOLDER}/`;
  const keys = manifest.files.filter((file) => file.path.startsWith(prefix)).map((file) => file.path.slice(prefix.length));
  const storage = createStorage(config);
  try {
    await putStoredFiles(storage, path.join(staging, UPLOADS_FOLDER), keys);
  } finally {
    await storage.close?.();
  }
  await rm(path.join(staging, UPLOADS_FOLDER), { recursive: true, force: true });
}

/**
 * DESIGN §15: restores an archive of createBackup into an empty DATA_DIR (and, with DATABASE_URL,
 * an empty database). Everything is unpacked and checked in a hidden folder beside DATA_DIR, which
 * is renamed into place last: a refusal or a crash leaves the target as it was found.
 */
export async function restoreBackup(config: Config, archive: string): Promise<Manifest> {
  const { dataDir } = config;
  await refuseNonEmptyFolder(dataDir);
  await refuseNonEmptyDatabase(config);
  if (!(await stat(archive).catch(() => undefined))?.isFile()) throw new BackupError(`refused: there is no archive at ${archive}`);

  await mkdir(path.dirname(dataDir), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restore-`));
  try {
    await unpackArchive(archive, staging);
    const manifest = await readManifest(staging);
    await checkFiles(staging, manifest);
    refuseUnusable(manifest, config);
    await restoreDatabase(config, staging);
    await restoreStoredFiles(config, staging, manifest);
    await rm(path.join(staging, MANIFEST_FILE));
    await rmdir(dataDir).catch(() => undefined);
    await rename(staging, dataDir);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
