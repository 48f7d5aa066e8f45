import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_NAME } from '../../src/server/backup/create-backup.js';
import { restoreBackup } from '../../src/server/backup/restore-backup.js';
import { loadConfig } from '../../src/server/config.js';
import { createEmptyDatabase } from './helpers/database.js';
import { startServer, type TestServer } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

// DESIGN §15: instances sharing one database take turns at scheduled backups, one per interval.
const INTERVAL_MS = 3000;
const app = useTestServer();
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'fd-scheduled-backups-'));
});

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function archivesIn(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [])).filter((name) => ARCHIVE_NAME.test(name)).sort();
}

/** When an archive was made, from its name (founder-dashboard-2026-11-29T01-29-48-035Z.tar.gz). */
function madeAt(name: string): number {
  const [, date, hours, minutes, seconds, ms] = /(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/.exec(name)!;
  return Date.parse(`${date}T${hours}:${minutes}:${seconds}.${ms}Z`);
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function expectRestorable(archive: string): Promise<void> {
  const database = process.env.DATABASE_URL ? await createEmptyDatabase('scheduled_backup_restore') : undefined;
  const dataDir = path.join(workDir, 'restored');
  try {
    await restoreBackup(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database?.url, SESSION_SECRET: 'x'.repeat(32) }), archive);
    expect((await readdir(dataDir)).sort()).toEqual(database ? ['session-secret'] : ['app.db', 'session-secret']);
  } finally {
    await database?.drop();
  }
}

describe('scheduled backups (BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP)', () => {
  it('two instances on one database never back up together, one per interval, and one carries on when the other stops', async () => {
    const instances: { dir: string; server: TestServer | undefined }[] = [];
    try {
      for (const name of ['a', 'b']) {
        const dir = path.join(workDir, name);
        const env = { BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: String(INTERVAL_MS / 3_600_000), BACKUP_KEEP: '50' };
        instances.push({ dir, server: await startServer({ sharedDataDir: app.dataDir, env }) });
      }
      const counts = () => Promise.all(instances.map(async ({ dir }) => (await archivesIn(dir)).length));
      await until(async () => (await counts()).reduce((sum, count) => sum + count) >= 3, 'three backups were made');

      const [busier, other] = (await counts())[0]! >= (await counts())[1]! ? instances : [...instances].reverse();
      await busier!.server!.close();
      busier!.server = undefined;
      const otherBefore = (await archivesIn(other!.dir)).length;
      await until(async () => (await archivesIn(other!.dir)).length > otherBefore, 'the other instance made the next backup');
      await other!.server!.close();
      other!.server = undefined;
      // Each instance took turns: both folders hold archives.
      expect(await counts()).not.toContain(0);

      const times = (await Promise.all(instances.map(({ dir }) => archivesIn(dir)))).flat().map(madeAt).sort();
      const gaps = times.slice(1).map((time, index) => time - times[index]!);
      // Without the lock both would back up at start, milliseconds apart. An archive is named a moment after its
      // turn begins, and on a busy machine that moment varies by more than a little: half an interval is the margin.
      for (const gap of gaps) expect(gap).toBeGreaterThan(INTERVAL_MS / 2);

      // Each is a complete archive that npm run restore takes.
      const newest = (await Promise.all(instances.map(async ({ dir }) => (await archivesIn(dir)).map((name) => path.join(dir, name)))))
        .flat()
        .sort((left, right) => path.basename(left).localeCompare(path.basename(right)))
        .at(-1)!;
      await expectRestorable(newest);
    } finally {
      for (const { server } of instances) await server?.close();
    }
  });
});
