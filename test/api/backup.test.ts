import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from '../../src/server/backup/backup-error.js';
import { createBackup } from '../../src/server/backup/create-backup.js';
import { listTables, migrationLevel } from '../../src/server/backup/database-snapshot.js';
import { restoreBackup } from '../../src/server/backup/restore-backup.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { connectDatabase, type Db } from '../../src/server/db/connect.js';
import { LATEST_MIGRATION, migrateToBefore } from '../../src/server/db/migrate.js';
import { createEmptyDatabase, openDatabase } from './helpers/database.js';
import { minimalPdf } from './helpers/fixtures.js';
import { addFounder, coFounder, png } from './helpers/founders.js';
import { newFounder } from './helpers/resource.js';
import { Client, startServer } from './helpers/server.js';
import { startS3rver } from './helpers/s3rver.js';
import { multipart } from './helpers/uploads.js';
import { useUploadServer } from './helpers/use-test-server.js';

// DESIGN §15 backups, on SQLite with local files or on DATABASE_URL's PostgreSQL.
const isPostgres = Boolean(process.env.DATABASE_URL);
const app = useUploadServer('local');
let source: Db;
let workDir: string;
let archive: string;

/** The configuration `npm run backup` / `npm run restore` read for a DATA_DIR (and a database). */
function toolConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL, SESSION_SECRET: 'x'.repeat(32), ...env });
}

/** Every row of every table, in a stable order. */
async function allRows(db: Db): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of await listTables(db, isPostgres ? 'postgres' : 'sqlite')) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    rows[table] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

function sqliteDatabase(file: string) {
  const db = connectDatabase({ dialect: 'sqlite', file });
  return { db, url: undefined, drop: () => db.destroy() };
}

/** A new, empty place to restore into: a DATA_DIR that does not exist yet and, on PostgreSQL, a new database. */
async function newTarget() {
  const parent = await mkdtemp(path.join(tmpdir(), 'fd-restore-'));
  const dataDir = path.join(parent, 'data');
  const database = isPostgres ? await createEmptyDatabase('backup_restore') : undefined;
  const env: Record<string, string> = database ? { DATABASE_URL: database.url! } : {};
  return {
    parent,
    dataDir,
    env,
    config: toolConfig(dataDir, env),
    /** What a refused restore must leave: nothing beside the (absent) DATA_DIR, no table in the database. */
    async leftovers() {
      const tables = database ? await listTables(database.db, 'postgres') : [];
      return [...(await readdir(parent)), ...tables];
    },
    async drop() {
      await database?.drop();
      await rm(parent, { recursive: true, force: true });
    },
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Unpacks `archive`, lets `change` edit the files, and packs them again (manifest first) as a new archive. */
async function repacked(name: string, change: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(path.join(workDir, 'repack-'));
  execFileSync('tar', ['-xzf', archive, '-C', dir]);
  await change(dir);
  const entries = (await readdir(dir)).filter((entry) => entry !== 'manifest.json');
  const file = path.join(workDir, name);
  execFileSync('tar', ['-czf', file, '-C', dir, 'manifest.json', ...entries]);
  return file;
}

async function editManifest(dir: string, edit: (manifest: Record<string, unknown>) => void): Promise<void> {
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  edit(manifest);
  await writeFile(file, JSON.stringify(manifest));
}

let founder: Awaited<ReturnType<typeof newFounder>>;
let pdf: Buffer;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'fd-backup-'));
  source = openDatabase(app.server);
  founder = await newFounder(app.server);
  pdf = minimalPdf(2048);
  const deck = multipart({ file_name: 'Seed deck' }, { deck_file: { data: pdf, name: 'deck.pdf', type: 'application/pdf' } });
  expect((await founder.client.request('POST', '/api/pitch-deck', { form: deck })).status).toBe(201);
  expect((await addFounder(founder.client, coFounder(), await png(64, 64))).status).toBe(201);
  ({ file: archive } = await createBackup(toolConfig(app.server.dataDir), path.join(workDir, 'out')));
});

afterAll(async () => {
  await source?.destroy();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('npm run backup → npm run restore', () => {
  it('brings back every row and stored file, and the founder is still logged in on the restored app', async () => {
    const sourceRows = await allRows(source);
    const target = await newTarget();
    try {
      const manifest = await restoreBackup(target.config, archive);
      expect(manifest.database).toBe(isPostgres ? 'postgresql' : 'sqlite');
      expect(manifest.counts).toEqual(Object.fromEntries(Object.entries(sourceRows).map(([table, rows]) => [table, rows.length])));

      const restored = connectDatabase(target.config.database);
      try {
        expect(await allRows(restored)).toEqual(sourceRows);
      } finally {
        await restored.destroy();
      }
      const restoredApp = await startServer({ sharedDataDir: target.dataDir, env: target.env });
      try {
        const client = new Client(restoredApp);
        for (const [name, value] of founder.client.cookies) client.cookies.set(name, value);
        client.csrfToken = founder.client.csrfToken;
        for (const listing of ['/api/pitch-deck', '/api/startup/founders']) {
          expect((await client.get(listing)).json).toEqual((await founder.client.get(listing)).json);
        }
        const [deck] = (await client.get('/api/pitch-deck')).json.data;
        expect(sha256((await client.get(deck.url)).bytes)).toBe(sha256(pdf));
        const avatarUrl = (await client.get('/api/startup/founders')).json.data.find((row: { isYou: boolean }) => !row.isYou).avatar_url;
        expect(sha256((await client.get(avatarUrl)).bytes)).toBe(sha256((await founder.client.get(avatarUrl)).bytes));
      } finally {
        await restoredApp.close();
      }
    } finally {
      await target.drop();
    }
  });

  it('with S3, copies the objects into the archive and puts them into the new bucket', async () => {
    const bucket = await startS3rver();
    const s3App = await startServer({ env: bucket.env });
    const newBucket = await startS3rver('founder-dashboard-restored');
    const target = await newTarget();
    try {
      const { client } = await newFounder(s3App);
      const deck = multipart({ file_name: 'S3 deck' }, { deck_file: { data: pdf, name: 'deck.pdf', type: 'application/pdf' } });
      expect((await client.request('POST', '/api/pitch-deck', { form: deck })).status).toBe(201);
      const { file, manifest } = await createBackup(toolConfig(s3App.dataDir, bucket.env), path.join(workDir, 's3-out'));
      const deckKeys = await bucket.keys();
      expect(manifest.files.map((entry) => entry.path)).toEqual(expect.arrayContaining(deckKeys.map((key) => `uploads/${key}`)));

      await restoreBackup(toolConfig(target.dataDir, { ...target.env, ...newBucket.env }), file);
      expect(await newBucket.keys()).toEqual(deckKeys);
      expect(await readdir(target.dataDir)).not.toContain('uploads');
    } finally {
      await target.drop();
      await newBucket.close();
      await s3App.close();
      await bucket.close();
    }
  });

  it('migrates an archive from an older migration forward', async () => {
    const olderDir = await mkdtemp(path.join(workDir, 'older-'));
    const older = isPostgres ? await createEmptyDatabase('backup_older') : sqliteDatabase(path.join(olderDir, 'app.db'));
    const target = await newTarget();
    try {
      await migrateToBefore(older.db, LATEST_MIGRATION);
      const { file, manifest } = await createBackup(
        toolConfig(olderDir, older.url ? { DATABASE_URL: older.url } : {}),
        path.join(workDir, 'older-out'),
      );
      expect(manifest.migration < LATEST_MIGRATION).toBe(true);

      await restoreBackup(target.config, file);
      const restored = connectDatabase(target.config.database);
      try {
        expect(await migrationLevel(restored)).toBe(LATEST_MIGRATION);
      } finally {
        await restored.destroy();
      }
    } finally {
      await older.drop();
      await target.drop();
    }
  });

  it('writes the archive whole or not at all: an unusable backup folder is one clear error and leaves nothing', async () => {
    const blocker = path.join(workDir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const failure = createBackup(toolConfig(app.server.dataDir), path.join(blocker, 'backups'));
    await expect(failure).rejects.toThrow(BackupError);
    await expect(failure).rejects.toThrow(/backup folder .* is not usable/);
    expect((await readdir(path.join(workDir, 'out'))).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

describe('npm run restore refuses, leaving the target as it found it', () => {
  const refusals: [string, () => Promise<string>, RegExp][] = [
    [
      'a torn archive',
      async () => {
        const file = path.join(workDir, 'torn.tar.gz');
        await writeFile(file, await readFile(archive));
        await truncate(file, Math.floor((await readFile(archive)).length / 2));
        return file;
      },
      /torn or corrupt/,
    ],
    [
      'an archive with a changed byte',
      async () => {
        const bytes = await readFile(archive);
        bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
        const file = path.join(workDir, 'flipped.tar.gz');
        await writeFile(file, bytes);
        return file;
      },
      /torn or corrupt/,
    ],
    [
      'an archive whose file was altered and packed again',
      () => repacked('altered.tar.gz', (dir) => writeFile(path.join(dir, 'session-secret'), 'y'.repeat(64))),
      /session-secret does not match its checksum/,
    ],
    [
      'an archive with a file its manifest does not list',
      () =>
        repacked('added.tar.gz', async (dir) => {
          await mkdir(path.join(dir, 'uploads', 'avatars'), { recursive: true });
          await writeFile(path.join(dir, 'uploads', 'avatars', 'extra'), 'x');
        }),
      /uploads\/avatars\/extra is in the archive but not in its manifest/,
    ],
    [
      'an archive from a newer migration',
      () => repacked('newer.tar.gz', (dir) => editManifest(dir, (manifest) => (manifest.migration = '9999-from-a-newer-app'))),
      /newer app \(migration 9999-from-a-newer-app/,
    ],
  ];

  it.each(refusals)('%s', async (_label, makeArchive, reason) => {
    const file = await makeArchive();
    const target = await newTarget();
    try {
      const restore = restoreBackup(target.config, file);
      await expect(restore).rejects.toThrow(BackupError);
      await expect(restore).rejects.toThrow(reason);
      expect(await target.leftovers()).toEqual([]);
    } finally {
      await target.drop();
    }
  });

  it('a target that is not empty', async () => {
    const target = await newTarget();
    try {
      await mkdir(target.dataDir);
      await writeFile(path.join(target.dataDir, 'keep.txt'), 'mine');
      await expect(restoreBackup(target.config, archive)).rejects.toThrow(/is not empty; restore into a new or empty folder/);
      expect(await readdir(target.dataDir)).toEqual(['keep.txt']);
      if (isPostgres) {
        // The app's own database, full of tables.
        await expect(restoreBackup(toolConfig(path.join(target.parent, 'other')), archive)).rejects.toThrow(
          /DATABASE_URL already has tables/,
        );
      }
      expect((await target.leftovers()).sort()).toEqual(['data']);
    } finally {
      await target.drop();
    }
  });
});
