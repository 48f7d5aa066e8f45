import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../auth/session-store.js';
import { LocalStorage } from '../storage/local-storage.js';
import type { PitchDeckRepository } from './repository.js';
import { PitchDeckService } from './service.js';

const user: AuthUser = { id: 'u1', email: 'lina@example.com', first_name: 'Lina', last_name: 'Haddad', startup_id: 's1' };
const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
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
    const service = new PitchDeckService(decks, new LocalStorage(uploads), log);

    await expect(service.upload(user, { file_name: 'Deck' }, spooled)).rejects.toBe(failure);
    expect(decks.insert).toHaveBeenCalledOnce();
    expect((await readdir(uploads, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())).toEqual([]);
  });

  it('stores nothing and writes no row when the file is refused', async () => {
    const uploads = path.join(dir, 'uploads');
    const decks = { insert: vi.fn() } as unknown as PitchDeckRepository;
    const service = new PitchDeckService(decks, new LocalStorage(uploads), log);
    await writeFile(spooled.path, '<html><script>alert(1)</script></html>');

    await expect(service.upload(user, { file_name: 'Deck' }, spooled)).rejects.toMatchObject({ statusCode: 422 });
    expect(decks.insert).not.toHaveBeenCalled();
    await expect(readdir(uploads)).rejects.toThrow(/ENOENT/);
  });
});
