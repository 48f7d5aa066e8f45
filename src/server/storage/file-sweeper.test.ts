import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { registerFileSweeper, sweepFiles, type FileSweepTargets } from './file-sweeper.js';
import { LocalStorage } from './local-storage.js';

const MAX_AGE_MS = 60_000;
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fd-sweeper-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Writes a file under DATA_DIR last modified `ageMs` ago. */
async function fileAged(relativePath: string, ageMs: number): Promise<string> {
  const file = path.join(dataDir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'x');
  const modified = new Date(Date.now() - ageMs);
  await utimes(file, modified, modified);
  return file;
}

function targets(referenced: string[] = []): FileSweepTargets & { askedForKeys: number } {
  const result = {
    tempDirs: [path.join(dataDir, 'tmp'), path.join(dataDir, 'uploads/.tmp')],
    storage: new LocalStorage(path.join(dataDir, 'uploads')),
    askedForKeys: 0,
    referencedKeys: async () => {
      result.askedForKeys += 1;
      return new Set(referenced);
    },
  };
  return result;
}

describe('sweepFiles', () => {
  it('removes temporary files older than the maximum age and keeps younger ones', async () => {
    const oldSpool = await fileAged('tmp/old-spool', MAX_AGE_MS + 1000);
    const oldStorageTemp = await fileAged('uploads/.tmp/old-put', MAX_AGE_MS + 1000);
    const liveSpool = await fileAged('tmp/live-spool', 1000);

    const result = await sweepFiles(targets(), MAX_AGE_MS);

    expect(result).toEqual({ tempFiles: 2, orphans: 0 });
    expect([existsSync(oldSpool), existsSync(oldStorageTemp), existsSync(liveSpool)]).toEqual([false, false, true]);
  });

  it('removes old stored files no row names, and keeps named ones and young ones', async () => {
    const orphan = await fileAged('uploads/pitch-decks/orphan', MAX_AGE_MS + 1000);
    const deck = await fileAged('uploads/pitch-decks/kept', MAX_AGE_MS + 1000);
    const avatar = await fileAged('uploads/avatars/kept', MAX_AGE_MS + 1000);
    const uncommitted = await fileAged('uploads/avatars/row-about-to-commit', 1000);

    const result = await sweepFiles(targets(['pitch-decks/kept', 'avatars/kept']), MAX_AGE_MS);

    expect(result).toEqual({ tempFiles: 0, orphans: 1 });
    expect([existsSync(orphan), existsSync(deck), existsSync(avatar), existsSync(uncommitted)]).toEqual([false, true, true, true]);
  });

  it('asks the database nothing when no stored file is old enough to judge', async () => {
    await fileAged('uploads/pitch-decks/young', 1000);
    const sweep = targets();

    await sweepFiles(sweep, MAX_AGE_MS);

    expect(sweep.askedForKeys).toBe(0);
  });

  it('judges only the folders uploads are stored in, and only keys the app could have written', async () => {
    const elsewhere = await fileAged('uploads/backups/old', MAX_AGE_MS + 1000);
    const oddName = await fileAged('uploads/pitch-decks/Not-A-Key.txt', MAX_AGE_MS + 1000);

    const result = await sweepFiles(targets(), MAX_AGE_MS);

    expect(result).toEqual({ tempFiles: 0, orphans: 0 });
    expect([existsSync(elsewhere), existsSync(oddName)]).toEqual([true, true]);
  });

  it('treats folders that do not exist yet as empty', async () => {
    await expect(sweepFiles(targets(), MAX_AGE_MS)).resolves.toEqual({ tempFiles: 0, orphans: 0 });
  });
});

describe('registerFileSweeper', () => {
  let db: Db;
  beforeEach(async () => {
    db = connectDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') });
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('sweeps as soon as the app is ready, judging orphans against the database', async () => {
    const leftover = await fileAged('tmp/crashed-upload', 2000);
    const orphan = await fileAged('uploads/pitch-decks/never-committed', 2000);
    const app = Fastify({ logger: false });
    registerFileSweeper(app, {
      db,
      storage: new LocalStorage(path.join(dataDir, 'uploads')),
      spoolDir: path.join(dataDir, 'tmp'),
      intervalMs: 60_000,
      maxAgeMs: 1000,
    });

    await app.ready();
    // onClose waits for a sweep in progress, so after close the first sweep has finished.
    await app.close();

    expect([existsSync(leftover), existsSync(orphan)]).toEqual([false, false]);
  });
});
