import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../auth/session-store.js';
import { LocalStorage } from '../storage/local-storage.js';
import type { FounderForm } from './founder-form.js';
import type { FounderRepository, FounderRow } from './repository.js';
import { FounderService } from './service.js';

const user: AuthUser = { id: 'u1', email: 'lina@example.com', first_name: 'Lina', last_name: 'Haddad', startup_id: 's1' };
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const form: FounderForm = {
  fields: { first_name: 'Omar', last_name: 'Khalil', email: 'omar@example.com', title: 'CTO', brief: '<p>Hi</p>', linkedin_url: '' },
  avatar: Buffer.from('webp bytes'),
};

let uploads: string;
let storage: LocalStorage;
const storedFiles = async () => (await readdir(uploads, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);

beforeEach(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'fd-founder-service-'));
  storage = new LocalStorage(uploads);
});

afterEach(async () => {
  await rm(uploads, { recursive: true, force: true });
});

function repository(overrides: Partial<Record<keyof FounderRepository, unknown>>): FounderRepository {
  return { isEmailTaken: vi.fn().mockResolvedValue(false), ...overrides } as unknown as FounderRepository;
}

describe('FounderService', () => {
  it('deletes the new avatar when the row cannot be written', async () => {
    const failure = new Error('database is down');
    const service = new FounderService(repository({ insert: vi.fn().mockRejectedValue(failure) }), storage, log);
    await expect(service.create(user, form)).rejects.toBe(failure);
    expect(await storedFiles()).toEqual([]);
  });

  it('turns a unique-email race into 422 errors.email and keeps no avatar', async () => {
    const race = Object.assign(new Error('duplicate'), { code: '23505' });
    const service = new FounderService(repository({ insert: vi.fn().mockRejectedValue(race) }), storage, log);
    await expect(service.create(user, form)).rejects.toMatchObject({ statusCode: 422, errors: { email: [expect.any(String)] } });
    expect(await storedFiles()).toEqual([]);
  });

  it('keeps the old avatar and drops the new one when the founder vanished before the update', async () => {
    await storage.put('avatars/old-avatar', Buffer.from('old'));
    const existing = { id: 'f1', startup_id: 's1', user_id: null, avatar_key: 'avatars/old-avatar', created_at: '' } as FounderRow;
    const service = new FounderService(repository({ update: vi.fn().mockResolvedValue(false) }), storage, log);
    await expect(service.update(user, existing, form)).rejects.toMatchObject({ statusCode: 404 });
    expect(await storedFiles()).toEqual(['old-avatar']);
  });
});
