import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../storage/storage.js';
import { STORED_FILE_FOLDERS } from '../storage/stored-file-repository.js';

/** The archive's folder of stored files, laid out as under DATA_DIR: `uploads/<key>`. */
export const UPLOADS_FOLDER = 'uploads';

/** Every key the storage (local disk or a bucket) holds under the app's folders. */
export async function listStoredKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of STORED_FILE_FOLDERS) keys.push(...(await storage.keysStoredBefore(folder, Infinity)));
  return keys;
}

/** Copies one stored file to `dir/<key>`; false when the storage no longer has it. */
async function copyStoredFile(storage: FileStorage, key: string, dir: string): Promise<boolean> {
  const file = await storage.get(key);
  if (!file) return false;
  const target = path.join(dir, ...key.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  await pipeline(file.stream, createWriteStream(target));
  return true;
}

/**
 * Copies into `dir` exactly the stored files the snapshot's rows name, and returns the keys rows
 * name that the storage does not hold (lost before the backup, or uploaded and deleted during it:
 * the backup is still taken, as faithful as the source). Stored files never change (a new upload
 * gets a new key), so copying what exists before the snapshot and then whatever the snapshot names
 * that was uploaded meanwhile gives the files as they were at the snapshot: `takeSnapshot` runs
 * between the two passes and returns the keys its rows name.
 */
export async function copyStoredFilesAround(
  storage: FileStorage,
  dir: string,
  takeSnapshot: () => Promise<Set<string>>,
): Promise<string[]> {
  const copied = new Set<string>();
  for (const key of await listStoredKeys(storage)) if (await copyStoredFile(storage, key, dir)) copied.add(key);
  const referenced = await takeSnapshot();
  const missing: string[] = [];
  for (const key of referenced) {
    if (!copied.has(key) && !(await copyStoredFile(storage, key, dir))) missing.push(key);
  }
  // Files no row of the snapshot names: orphans the file sweeper will remove, or deleted since.
  for (const key of copied) if (!referenced.has(key)) await rm(path.join(dir, ...key.split('/')));
  return missing.sort();
}

/** Puts every file of `dir` (named by storage key) into the storage: how a restore fills a bucket. */
export async function putStoredFiles(storage: FileStorage, dir: string, keys: string[]): Promise<void> {
  for (const key of keys) {
    const file = path.join(dir, ...key.split('/'));
    await storage.put(key, { stream: createReadStream(file), size: (await stat(file)).size });
  }
}
