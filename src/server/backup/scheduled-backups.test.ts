import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { keepNewest } from './scheduled-backups.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fd-keep-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('keeps the newest BACKUP_KEEP archives and leaves every other file alone', async () => {
  const archives = ['01', '02', '03', '04'].map((minute) => `founder-dashboard-2026-11-29T01-${minute}-00-000Z.tar.gz`);
  for (const name of [...archives, 'notes.txt', 'founder-dashboard-copy.tar.gz']) await writeFile(path.join(dir, name), 'x');

  expect(await keepNewest(dir, 2)).toEqual(archives.slice(0, 2));
  expect((await readdir(dir)).sort()).toEqual([...archives.slice(2), 'founder-dashboard-copy.tar.gz', 'notes.txt'].sort());
});
