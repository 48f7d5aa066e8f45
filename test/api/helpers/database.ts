import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../../src/server/config.js';
import { connectDatabase, type Db } from '../../../src/server/db/connect.js';
import type { TestServer } from './server.js';

/** A second connection to the database a test server uses (its SQLite file, or DATABASE_URL's PostgreSQL). */
export function openDatabase(server: TestServer): Db {
  return connectDatabase(
    loadConfig({ DATA_DIR: server.dataDir, DATABASE_URL: process.env.DATABASE_URL, SESSION_SECRET: 'x'.repeat(32) }).database,
  );
}

/**
 * An empty database of its own, for a migration test: a SQLite file, or a new database beside
 * DATABASE_URL's (Kysely's migrator finds its table in any schema; `url` reaches it). `drop` closes and removes it.
 */
export async function createEmptyDatabase(prefix: string): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(path.join(tmpdir(), `fd-${prefix}-`));
    const db = connectDatabase({ dialect: 'sqlite', file: path.join(dir, 'app.db') });
    return {
      db,
      drop: async () => {
        await db.destroy();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `${prefix.replaceAll('-', '_')}_${randomUUID().replaceAll('-', '')}`;
  const admin = connectDatabase({ dialect: 'postgres', url });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const db = connectDatabase({ dialect: 'postgres', url: own.toString() });
  return {
    db,
    url: own.toString(),
    drop: async () => {
      await db.destroy();
      await sql`drop database ${sql.id(name)}`.execute(admin);
      await admin.destroy();
    },
  };
}
