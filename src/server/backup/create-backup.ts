import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { createStorage } from '../storage/create-storage.js';
import { packArchive } from './archive.js';
import { BackupError, reasonOf } from './backup-error.js';
import { snapshotPostgres, snapshotSqlite, type DatabaseSnapshot } from './database-snapshot.js';
import { removeLeftovers, stagingPrefix } from './leftovers.js';
import { describeFiles, listFiles, MANIFEST_FILE, type Manifest } from './manifest.js';
import { copyStoredFilesAround, UPLOADS_FOLDER } from './stored-files.js';

/** The file DATA_DIR keeps the generated session secret in (config.ts writes it). */
const SESSION_SECRET_FILE = 'session-secret';

/** Archives are named by their creation time, so sorting names sorts them oldest first. */
export const ARCHIVE_NAME = /^founder-dashboard-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/;

function archiveName(createdAt: string): string {
  return `founder-dashboard-${createdAt.replaceAll(':', '-').replace('.', '-')}.tar.gz`;
}

const appVersion = async (): Promise<string> =>
  (JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export interface BackupResult {
  file: string;
  manifest: Manifest;
  /** Storage keys rows name that the storage did not hold: the operator should know of files already lost. */
  missingFiles: string[];
}

/** Makes sure the backup folder exists and takes files before anything is copied. */
async function prepareFolder(outDir: string): Promise<void> {
  try {
    await mkdir(outDir, { recursive: true });
    await readdir(outDir);
  } catch (error) {
    throw new BackupError(`backup failed: the backup folder ${outDir} is not usable: ${reasonOf(error)}`);
  }
}

async function snapshotDatabase(config: Config, stagingDir: string): Promise<DatabaseSnapshot> {
  if (config.database.dialect === 'sqlite') return snapshotSqlite(config.database.file, stagingDir);
  const db = connectDatabase(config.database);
  try {
    return await snapshotPostgres(db, config.database.url, stagingDir);
  } finally {
    await db.destroy();
  }
}

/**
 * DESIGN §15: one .tar.gz in `outDir` with the database (SQLite's online backup or `pg_dump -Fc`),
 * the stored files its rows name (from local disk or S3), the session secret and the manifest,
 * while the app keeps serving. The archive appears whole or not at all (archive.ts).
 */
export async function createBackup(config: Config, outDir: string): Promise<BackupResult> {
  await prepareFolder(outDir);
  await removeLeftovers(outDir);
  const staging = await mkdtemp(path.join(outDir, stagingPrefix()));
  const storage = createStorage(config);
  try {
    let snapshot: DatabaseSnapshot | undefined;
    const missingFiles = await copyStoredFilesAround(storage, path.join(staging, UPLOADS_FOLDER), async () => {
      snapshot = await snapshotDatabase(config, staging);
      return snapshot.referencedKeys;
    });
    // SESSION_SECRET set in the environment: there is no file, and the operator keeps the secret.
    await copyFile(path.join(config.dataDir, SESSION_SECRET_FILE), path.join(staging, SESSION_SECRET_FILE)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );

    const createdAt = new Date().toISOString();
    const manifest: Manifest = {
      app_version: await appVersion(),
      migration: snapshot!.migration,
      created_at: createdAt,
      database: config.database.dialect === 'sqlite' ? 'sqlite' : 'postgresql',
      counts: snapshot!.counts,
      files: await describeFiles(staging, await listFiles(staging)),
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = (await readdir(staging)).filter((entry) => entry !== MANIFEST_FILE).sort();
    const file = path.join(path.resolve(outDir), archiveName(createdAt));
    await packArchive(staging, [MANIFEST_FILE, ...entries], file);
    return { file, manifest, missingFiles };
  } catch (error) {
    // Gathered in the backup folder, so a full or failing disk shows here first: one line, as for the archive.
    if (error instanceof BackupError) throw error;
    throw new BackupError(`backup failed: could not gather the database and files in ${outDir}: ${reasonOf(error)}`);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await storage.close?.();
  }
}
