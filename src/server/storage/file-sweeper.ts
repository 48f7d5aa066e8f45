import { unlink } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { repeatWhileOpen } from '../http/repeat-while-open.js';
import type { Db } from '../db/connect.js';
import { LocalStorage } from './local-storage.js';
import { filesOlderThan, isMissing, type OldFile } from './old-files.js';
import type { FileStorage } from './storage.js';
import { STORED_FILE_FOLDERS, StoredFileRepository } from './stored-file-repository.js';

/** How often the sweeper runs (FILE_SWEEP_INTERVAL_MS overrides it). */
export const FILE_SWEEP_INTERVAL_MS = 15 * 60 * 1000;
/**
 * A file younger than this may still belong to a running request: an upload being spooled
 * or checked, or a stored file whose row is about to commit (FILE_SWEEP_MAX_AGE_MS overrides it).
 */
export const FILE_SWEEP_MAX_AGE_MS = 60 * 60 * 1000;

export interface FileSweepTargets {
  /** Folders of temporary files: every file in them older than the maximum age goes. */
  tempDirs: string[];
  /** Where uploads are stored (local disk or a bucket): a file there that no row names goes once older than the maximum age. */
  storage: Pick<FileStorage, 'keysStoredBefore' | 'delete'>;
  /** The storage keys rows still name; asked only when there are old files to judge. */
  referencedKeys: () => Promise<Set<string>>;
}

export interface FileSweepResult {
  tempFiles: number;
  orphans: number;
}

/** Removes each file; one already gone counts as removed by someone else, not by us. */
async function removeAll(files: OldFile[]): Promise<number> {
  let removed = 0;
  for (const { file } of files) {
    try {
      await unlink(file);
      removed += 1;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return removed;
}

/**
 * Removes what a crash between two steps leaves behind: temporary files, and stored files
 * whose row never committed or was deleted before the file. Files are listed before the
 * rows are read, so a file whose row commits during the sweep is seen as referenced.
 */
export async function sweepFiles(targets: FileSweepTargets, maxAgeMs: number, now = Date.now()): Promise<FileSweepResult> {
  const cutoff = now - maxAgeMs;
  let tempFiles = 0;
  for (const dir of targets.tempDirs) tempFiles += await removeAll(await filesOlderThan(dir, cutoff));

  const stored: string[] = [];
  for (const folder of STORED_FILE_FOLDERS) stored.push(...(await targets.storage.keysStoredBefore(folder, cutoff)));
  if (stored.length === 0) return { tempFiles, orphans: 0 };
  const referenced = await targets.referencedKeys();
  const orphans = stored.filter((key) => !referenced.has(key));
  for (const key of orphans) await targets.storage.delete(key);
  return { tempFiles, orphans: orphans.length };
}

export interface FileSweeperDeps {
  db: Db;
  storage: FileStorage;
  spoolDir: string;
  intervalMs: number;
  maxAgeMs: number;
}

/** Sweeps once the app is ready (right after a restart, when leftovers are likeliest), then every interval until it closes. */
export function registerFileSweeper(app: FastifyInstance, { db, storage, spoolDir, intervalMs, maxAgeMs }: FileSweeperDeps): void {
  const files = new StoredFileRepository(db);
  // S3 writes no temporary files (a PUT is atomic); the local driver writes them to its own folder.
  const targets: FileSweepTargets = {
    tempDirs: [spoolDir, ...(storage instanceof LocalStorage ? [storage.tempDir] : [])],
    storage,
    referencedKeys: () => files.referencedKeys(),
  };
  repeatWhileOpen(
    app,
    async () => {
      const { tempFiles, orphans } = await sweepFiles(targets, maxAgeMs);
      if (tempFiles + orphans > 0) app.log.info({ tempFiles, orphans }, 'file sweeper removed stale files');
    },
    { intervalMs, onError: (error) => app.log.warn({ err: error }, 'file sweep failed') },
  );
}
