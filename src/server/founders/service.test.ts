import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../auth/session-store.js';
import type { RecordHistory } from '../history/record-history.js';
import { validationError } from '../http/errors.js';
import type { StartupQuota } from '../startup-quota/service.js';
import { LocalStorage } from '../storage/local-storage.js';
import type { FounderForm } from './founder-form.js';
import type { FounderRepository, FounderRow } from './repository.js';
import { FounderService } from './service.js';

const user: AuthUser = { id: 'u1', email: 'lina@example.com', first_name: 'Lina', last_name: 'Haddad', startup_id: 's1', locale: null };
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const history = { write: vi.fn() } as unknown as RecordHistory;
/** A quota with room for everything: runs the write as given. */
const roomyQuota = {
  check: vi.fn(),
  writeWithin: (_startupId: string, _addition: unknown, write: () => unknown) => write(),
  writeLocked: (_startupId: string, write: (trx: unknown, checkRoom: () => Promise<void>) => unknown) => write(undefined, async () => {}),
} as unknown as StartupQuota;
const form: FounderForm = {
  fields: { first_name: 'Omar', last_name: 'Khalil', email: 'omar@example.com', title: 'CTO', brief: '<p>Hi</p>', linkedin_url: '' },
  avatar: Buffer.from('webp bytes'),
};

let uploads: string;
let storage: LocalStorage;
const storedFiles = async () =>
  (await readdir(uploads, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);

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
    const service = new FounderService(repository({ insert: vi.fn().mockRejectedValue(failure) }), storage, roomyQuota, log, history);
    await expect(service.create(user, form)).rejects.toBe(failure);
    expect(await storedFiles()).toEqual([]);
  });

  it('turns a unique-email race into 422 errors.email and keeps no avatar', async () => {
    const race = Object.assign(new Error('duplicate'), { code: '23505' });
    const service = new FounderService(repository({ insert: vi.fn().mockRejectedValue(race) }), storage, roomyQuota, log, history);
    await expect(service.create(user, form)).rejects.toMatchObject({ statusCode: 422, errors: { email: [expect.any(String)] } });
    expect(await storedFiles()).toEqual([]);
  });

  it('keeps the old avatar and drops the new one when the founder vanished before the update', async () => {
    await storage.put('avatars/old-avatar', Buffer.from('old'));
    const existing = { id: 'f1', startup_id: 's1', user_id: null, avatar_key: 'avatars/old-avatar', created_at: '' } as FounderRow;
    const service = new FounderService(
      repository({ find: vi.fn().mockResolvedValue(existing), update: vi.fn().mockResolvedValue(false) }),
      storage,
      roomyQuota,
      log,
      history,
    );
    await expect(service.update(user, existing, form)).rejects.toMatchObject({ statusCode: 404 });
    expect(await storedFiles()).toEqual(['old-avatar']);
  });

  it('deletes the new avatar when the quota refuses the founder inside the transaction', async () => {
    const refusal = validationError({ _: ['full'] });
    const quota = { check: vi.fn(), writeWithin: vi.fn().mockRejectedValue(refusal) } as unknown as StartupQuota;
    const insert = vi.fn();
    const service = new FounderService(repository({ insert }), storage, quota, log, history);
    await expect(service.create(user, form)).rejects.toBe(refusal);
    expect(quota.writeWithin).toHaveBeenCalledWith('s1', { kind: 'founder', bytes: form.avatar?.length }, expect.any(Function));
    expect(insert).not.toHaveBeenCalled();
    expect(await storedFiles()).toEqual([]);
  });

  it('counts only the growth of a replaced avatar against the quota', async () => {
    const check = vi.fn();
    const quota = { ...roomyQuota, check } as unknown as StartupQuota;
    const existing = { id: 'f1', startup_id: 's1', user_id: null, avatar_key: null, avatar_size: 4, created_at: '' } as FounderRow;
    const service = new FounderService(
      repository({ find: vi.fn().mockResolvedValue(existing), update: vi.fn().mockResolvedValue(true) }),
      storage,
      quota,
      log,
      history,
    );
    await service.update(user, existing, form);
    expect(check).toHaveBeenCalledWith('s1', { kind: 'avatar', bytes: (form.avatar?.length ?? 0) - 4 });
  });
});
