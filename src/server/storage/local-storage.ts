import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { filesOlderThan, isMissing } from './old-files.js';
import { assertStorageKey, isStorageKey, type FileStorage, type SizedStream, type StoredFile } from './storage.js';

/** Makes a directory's entries (a rename, a new subfolder) survive a power loss, not only a process crash. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Files under DATA_DIR/uploads, which nothing serves statically: every read goes through an authorised route. */
export class LocalStorage implements FileStorage {
  /** Files are written here before their rename; a crash can leave one, which the file sweeper removes. */
  readonly tempDir: string;

  constructor(readonly root: string) {
    this.tempDir = path.join(root, '.tmp');
  }

  async put(key: string, body: Buffer | SizedStream): Promise<void> {
    const target = this.pathOf(key);
    const temp = path.join(this.tempDir, randomUUID());
    await mkdir(this.tempDir, { recursive: true, mode: 0o700 });
    const createdFolder = await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    if (createdFolder) await syncDirectory(path.dirname(createdFolder));
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body.stream;
      const output = createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true });
      await pipeline(source, output);
      const expected = Buffer.isBuffer(body) ? body.length : body.size;
      if (output.bytesWritten !== expected) throw new Error(`Stored ${output.bytesWritten} of ${expected} bytes`);
      // A rename within one file system is atomic: the key holds the whole file or nothing.
      await rename(temp, target);
      // The caller commits the row next: the file's name must be on disk before the row can be.
      await syncDirectory(path.dirname(target));
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async keysStoredBefore(folder: string, cutoff: number): Promise<string[]> {
    const files = await filesOlderThan(this.pathOf(folder), cutoff);
    return files.map(({ key }) => `${folder}/${key}`).filter(isStorageKey);
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}
