import { loadConfig } from '../../../src/server/config.js';
import { connectDatabase, type Db } from '../../../src/server/db/connect.js';
import type { TestServer } from './server.js';

/** A second connection to the database a test server uses (its SQLite file, or DATABASE_URL's PostgreSQL). */
export function openDatabase(server: TestServer): Db {
  return connectDatabase(
    loadConfig({ DATA_DIR: server.dataDir, DATABASE_URL: process.env.DATABASE_URL, SESSION_SECRET: 'x'.repeat(32) }).database,
  );
}
