import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { removeLeftovers } from './leftovers.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fd-leftovers-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The id of a process that has ended: what a backup killed with -9 leaves in its names. */
function endedPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid!;
}

async function leave(name: string, { folder = false, minutesAgo = 0 } = {}): Promise<void> {
  const file = path.join(dir, name);
  if (folder) {
    await mkdir(path.join(file, 'uploads'), { recursive: true });
    await writeFile(path.join(file, 'app.db'), 'x');
  } else {
    await writeFile(file, 'x');
  }
  const when = new Date(Date.now() - minutesAgo * 60_000);
  await utimes(file, when, when);
}

it("removes a killed backup's staging folder and half-written archive, and leaves running backups' and other files alone", async () => {
  const here = hostname();
  const dead = endedPid();
  const archive = 'founder-dashboard-2026-11-29T01-00-00-000Z.tar.gz';
  // Killed a moment ago on this machine: its process is gone, so they go at once.
  await leave(`.founder-dashboard-staging-${dead}@${here}-aB3dE9`, { folder: true });
  await leave(`.${archive}.${dead}@${here}.tmp`);
  // Another machine's (a shared folder): one untouched for 5 minutes goes, one just written stays.
  await leave(`.${archive}.${dead}@backup-2.example.tmp`, { minutesAgo: 5 });
  await leave(`.founder-dashboard-staging-${dead}@backup-2.example-fresh1`, { folder: true });
  // A backup still running here, a finished archive and someone's notes.
  await leave(`.founder-dashboard-staging-${process.pid}@${here}-xY7zQ1`, { folder: true, minutesAgo: 5 });
  await leave(archive, { minutesAgo: 5 });
  await leave('notes.txt', { minutesAgo: 5 });

  await removeLeftovers(dir);

  expect((await readdir(dir)).sort()).toEqual(
    [
      archive,
      `.founder-dashboard-staging-${dead}@backup-2.example-fresh1`,
      `.founder-dashboard-staging-${process.pid}@${here}-xY7zQ1`,
      'notes.txt',
    ].sort(),
  );
});
