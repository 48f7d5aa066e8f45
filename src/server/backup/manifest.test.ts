import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupError } from './backup-error.js';
import { checkFiles, describeFiles, listFiles, readManifest, type Manifest } from './manifest.js';

let dir: string;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fd-manifest-'));
  await mkdir(path.join(dir, 'uploads', 'avatars'), { recursive: true });
  await writeFile(path.join(dir, 'app.db'), 'database bytes');
  await writeFile(path.join(dir, 'uploads', 'avatars', 'a1'), 'avatar bytes');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function manifestOf(): Promise<Manifest> {
  return {
    app_version: '1.0.0',
    migration: '0019-default-founder-title',
    created_at: '2026-11-29T01:00:00.000Z',
    database: 'sqlite',
    counts: { users: 1 },
    files: await describeFiles(dir, await listFiles(dir)),
  };
}

describe('the manifest of an unpacked archive', () => {
  it('lists every file with its size and SHA-256, and accepts the files it lists', async () => {
    const manifest = await manifestOf();
    expect(manifest.files).toEqual([
      { path: 'app.db', size: 14, sha256: sha256('database bytes') },
      { path: 'uploads/avatars/a1', size: 12, sha256: sha256('avatar bytes') },
    ]);
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    expect(await readManifest(dir)).toEqual(manifest);
    await expect(checkFiles(dir, manifest)).resolves.toBeUndefined();
  });

  it.each([
    ['a changed file', (d: string) => writeFile(path.join(d, 'app.db'), 'database byteS'), /app\.db does not match its checksum/],
    ['a missing file', (d: string) => rm(path.join(d, 'uploads', 'avatars', 'a1')), /uploads\/avatars\/a1 is missing/],
    ['an added file', (d: string) => writeFile(path.join(d, 'extra'), 'x'), /extra is in the archive but not in its manifest/],
  ])('refuses %s', async (_label, change, reason) => {
    const manifest = await manifestOf();
    await change(dir);
    await expect(checkFiles(dir, manifest)).rejects.toThrow(reason);
  });

  it.each([
    ['no manifest', undefined, /has no manifest\.json/],
    ['a manifest that is not JSON', '{"app_version":', /not valid JSON/],
    [
      'a manifest without its migration',
      JSON.stringify({ app_version: '1', created_at: '2026-11-29T01:00:00.000Z' }),
      /malformed at migration/,
    ],
  ])('refuses %s in one line', async (_label, text, reason) => {
    if (text !== undefined) await writeFile(path.join(dir, 'manifest.json'), text);
    const reading = readManifest(dir);
    await expect(reading).rejects.toThrow(BackupError);
    await expect(reading).rejects.toThrow(reason);
    await expect(reading).rejects.not.toThrow(/\n/);
  });
});
