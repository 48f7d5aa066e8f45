import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../auth/session-store.js';
import { validationError } from '../http/errors.js';
import type { StartupQuota } from '../startup-quota/service.js';
import { LocalStorage } from '../storage/local-storage.js';
import type { PitchDeckRepository } from './repository.js';
import { PitchDeckService } from './service.js';

const user: AuthUser = { id: 'u1', email: 'lina@example.com', first_name: 'Lina', last_name: 'Haddad', startup_id: 's1', locale: null };
const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
/** A quota with room for everything: runs the write as given. */
const roomyQuota = {
  check: vi.fn(),
  writeWithin: (_startupId: string, _addition: unknown, write: () => unknown) => write(),
} as unknown as StartupQuota;
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

let dir: string;
let spooled: { path: string; size: number };

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fd-deck-service-'));
  spooled = { path: path.join(dir, 'upload'), size: PDF.length };
  await writeFile(spooled.path, PDF);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('PitchDeckService.upload', () => {
  it('deletes the stored file again when its row cannot be written', async () => {
    const uploads = path.join(dir, 'uploads');
    const failure = new Error('database is down');
    const decks = { insert: vi.fn().mockRejectedValue(failure) } as unknown as PitchDeckRepository;
    const service = new PitchDeckService(decks, new LocalStorage(uploads), roomyQuota, log);

    await expect(service.upload(user, { file_name: 'Deck' }, spooled)).rejects.toBe(failure);
    expect(decks.insert).toHaveBeenCalledOnce();
    expect((await readdir(uploads, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())).toEqual([]);
  });

  it('stores nothing and writes no row when the file is refused', async () => {
    const uploads = path.join(dir, 'uploads');
    const decks = { insert: vi.fn() } as unknown as PitchDeckRepository;
    const service = new PitchDeckService(decks, new LocalStorage(uploads), roomyQuota, log);
    await writeFile(spooled.path, '<html><script>alert(1)</script></html>');

    await expect(service.upload(user, { file_name: 'Deck' }, spooled)).rejects.toMatchObject({ statusCode: 422 });
    expect(decks.insert).not.toHaveBeenCalled();
    await expect(readdir(uploads)).rejects.toThrow(/ENOENT/);
  });

  it('deletes the stored file again when the quota refuses it inside the transaction (a parallel upload took the room)', async () => {
    const uploads = path.join(dir, 'uploads');
    const refusal = validationError({ deck_file: ['full'] });
    const quota = { check: vi.fn(), writeWithin: vi.fn().mockRejectedValue(refusal) } as unknown as StartupQuota;
    const decks = { insert: vi.fn() } as unknown as PitchDeckRepository;
    const service = new PitchDeckService(decks, new LocalStorage(uploads), quota, log);

    await expect(service.upload(user, { file_name: 'Deck' }, spooled)).rejects.toBe(refusal);
    expect(quota.writeWithin).toHaveBeenCalledWith('s1', { kind: 'deck', bytes: PDF.length }, expect.any(Function));
    expect((await readdir(uploads, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())).toEqual([]);
  });
});
