import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { startS3rver, type TestBucket } from './s3rver.js';
import { startServer, type TestServer } from './server.js';

export type StorageDriver = 'local' | 's3';

export interface UploadServer {
  server: TestServer;
  /** Every stored file: paths under DATA_DIR/uploads (temp files included), or the bucket's keys. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The app with the given storage driver: local disk in its DATA_DIR, or S3 on a fresh s3rver; `env` adds settings. */
export async function startUploadServer(driver: StorageDriver, env: Record<string, string> = {}): Promise<UploadServer> {
  const bucket: TestBucket | undefined = driver === 's3' ? await startS3rver() : undefined;
  const server = await startServer({ env: { ...bucket?.env, ...env } });
  return {
    server,
    storedKeys: () => bucket?.keys() ?? filesUnder(path.join(server.dataDir, 'uploads')),
    async close() {
      await server.close();
      await bucket?.close();
    },
  };
}

export interface FilePart {
  data: Buffer;
  name: string;
  type?: string;
}

/** A multipart body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  return form;
}
