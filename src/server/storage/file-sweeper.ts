import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import { LocalStorage } from './local-storage.js';
import type { FileStorage } from './storage.js';
import { findReferencedStorageKeys } from './stored-file-references.js';

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
  /** The local storage root: a file there that no row names goes once older than the maximum age. */
  uploadsRoot?: string;
  /** The storage keys rows still name; asked only when there are old files to judge. */
  referencedKeys: () => Promise<Set<string>>;
}

export interface FileSweepResult {
  tempFiles: number;
  orphans: number;
}

interface FoundFile {
  file: string;
  /** The path under the folder that was listed, with `/` separators: a storage key under the uploads root. */
  key: string;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files under `root` last written before `cutoff`; a folder that does not exist holds none. */
async function filesOlderThan(root: string, cutoff: number, skipDir?: string): Promise<FoundFile[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const found: FoundFile[] = [];
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || (skipDir && file.startsWith(skipDir + path.sep))) continue;
    try {
      if ((await stat(file)).mtimeMs < cutoff) found.push({ file, key: path.relative(root, file).split(path.sep).join('/') });
    } catch (error) {
      // Renamed or deleted by a request since the listing: not ours to judge.
      if (!isMissing(error)) throw error;
    }
  }
  return found;
}

/** Removes each file; one already gone counts as removed by someone else, not by us. */
async function removeAll(files: FoundFile[]): Promise<number> {
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
  if (!targets.uploadsRoot) return { tempFiles, orphans: 0 };

  const skipDir = targets.tempDirs.find((dir) => dir.startsWith(targets.uploadsRoot + path.sep));
  const stored = await filesOlderThan(targets.uploadsRoot, cutoff, skipDir);
  if (stored.length === 0) return { tempFiles, orphans: 0 };
  const referenced = await targets.referencedKeys();
  const orphans = await removeAll(stored.filter(({ key }) => !referenced.has(key)));
  return { tempFiles, orphans };
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
  // S3 writes no temporary files; orphans in a bucket are not listed here (see docs/decisions.md).
  const local = storage instanceof LocalStorage ? storage : undefined;
  const targets: FileSweepTargets = {
    tempDirs: [spoolDir, ...(local ? [local.tempDir] : [])],
    uploadsRoot: local?.root,
    referencedKeys: () => findReferencedStorageKeys(db),
  };
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> = Promise.resolve();
  let isClosed = false;

  const sweep = () => {
    sweeping = sweepFiles(targets, maxAgeMs)
      .then(({ tempFiles, orphans }) => {
        if (tempFiles + orphans > 0) app.log.info({ tempFiles, orphans }, 'file sweeper removed stale files');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'file sweep failed'))
      .finally(() => {
        // The next sweep is timed from the end of this one, so two never overlap.
        if (!isClosed) timer = setTimeout(sweep, intervalMs).unref();
      });
  };

  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    isClosed = true;
    clearTimeout(timer);
    await sweeping;
  });
}
