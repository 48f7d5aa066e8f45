import path from 'node:path';
import type { Config } from '../config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

/** DESIGN §3: STORAGE_DRIVER picks local disk (DATA_DIR/uploads, the default) or S3. */
export function createStorage(config: Config): FileStorage {
  if (config.storageDriver === 's3') return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'uploads'));
}
