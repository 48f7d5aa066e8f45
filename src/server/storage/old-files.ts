import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface OldFile {
  /** The file's absolute path. */
  file: string;
  /** Its path under the folder that was listed, with `/` separators (a storage key under the uploads root). */
  key: string;
}

export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files under `root` (recursively) last written before `cutoff`; a folder that does not exist holds none. */
export async function filesOlderThan(root: string, cutoff: number): Promise<OldFile[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const found: OldFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      if ((await stat(file)).mtimeMs < cutoff) found.push({ file, key: path.relative(root, file).split(path.sep).join('/') });
    } catch (error) {
      // Renamed or deleted by a request since the listing: not ours to judge.
      if (!isMissing(error)) throw error;
    }
  }
  return found;
}
