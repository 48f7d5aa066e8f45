import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { sweepFiles } from '../../src/server/storage/file-sweeper.js';
import { LocalStorage } from '../../src/server/storage/local-storage.js';
import { S3Storage } from '../../src/server/storage/s3-storage.js';
import type { FileStorage } from '../../src/server/storage/storage.js';
import { minimalPdf } from './helpers/fixtures.js';
import { newFounder } from './helpers/resource.js';
import { startS3rver, type TestBucket } from './helpers/s3rver.js';
import { startServer } from './helpers/server.js';
import { multipart } from './helpers/uploads.js';

let bucket: TestBucket;
let localRoot: string;

beforeAll(async () => {
  bucket = await startS3rver();
  localRoot = await mkdtemp(path.join(tmpdir(), 'fd-local-storage-'));
});

afterAll(async () => {
  await bucket?.close();
  await rm(localRoot, { recursive: true, force: true });
});

const s3Storage = (env: Record<string, string> = {}) => new S3Storage(loadConfig({ DATA_DIR: localRoot, ...bucket.env, ...env }).s3);

/** A body that sends some bytes and then fails, like a client that disconnects mid-upload. */
function failingStream(): Readable {
  let isSent = false;
  return new Readable({
    read() {
      if (isSent) this.destroy(new Error('client went away'));
      else this.push(Buffer.alloc(64 * 1024, 1));
      isSent = true;
    },
  });
}

describe.each([
  ['s3 (s3rver on loopback)', () => s3Storage(), () => bucket.keys()],
  [
    'local',
    () => new LocalStorage(localRoot),
    async () => (await readdir(localRoot, { recursive: true })).filter((name) => /[0-9a-f]{12}$/.test(name)),
  ],
] as const)('the %s storage driver', (_name, makeStorage, listStored) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = makeStorage();
  });
  afterAll(async () => {
    await storage.close?.();
  });

  it('stores a buffer and streams the same bytes back with their size', async () => {
    const key = `pitch-decks/${randomUUID()}`;
    await storage.put(key, minimalPdf());
    const file = await storage.get(key);
    expect(file?.size).toBe(minimalPdf().length);
    expect((await buffer(file!.stream)).equals(minimalPdf())).toBe(true);
  });

  it('stores a stream of known size', async () => {
    const key = `avatars/${randomUUID()}`;
    const body = 'شعار '.repeat(20_000);
    await storage.put(key, { stream: Readable.from([Buffer.from(body)]), size: Buffer.byteLength(body) });
    const file = await storage.get(key);
    expect(file?.size).toBe(Buffer.byteLength(body));
    expect(await text(file!.stream)).toBe(body);
  });

  it('answers undefined for a missing key and deletes idempotently', async () => {
    const key = `pitch-decks/${randomUUID()}`;
    expect(await storage.get(key)).toBeUndefined();
    await storage.put(key, Buffer.from('x'));
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('leaves nothing behind when the body fails midway', async () => {
    const before = await listStored();
    const key = `pitch-decks/${randomUUID()}`;
    await expect(storage.put(key, { stream: failingStream(), size: 1024 * 1024 })).rejects.toThrow();
    expect(await storage.get(key)).toBeUndefined();
    expect(await listStored()).toEqual(before);
  });

  it.each(['../etc/passwd', 'pitch-decks/../../x', '/abs', 'Upper/Case', 'a//b', ''])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
  });
});

describe('the S3 driver', () => {
  it('talks to a real server: an unknown access key is refused', async () => {
    const storage = s3Storage({ S3_ACCESS_KEY_ID: 'NOT-A-KEY' });
    await expect(storage.put(`pitch-decks/${randomUUID()}`, Buffer.from('x'))).rejects.toThrow(/Access Key Id/);
    await storage.close();
  });

  it('is what the app uses with STORAGE_DRIVER=s3: uploads land in the bucket, none under DATA_DIR/uploads', async () => {
    const server = await startServer({ env: bucket.env });
    try {
      const { client } = await newFounder(server);
      const before = await bucket.keys();
      const form = multipart({ file_name: 'Deck' }, { deck_file: { data: minimalPdf(), name: 'deck.pdf' } });
      const response = await client.request('POST', '/api/pitch-deck', { form });
      expect(response.status, response.text).toBe(201);
      expect((await bucket.keys()).filter((key) => !before.includes(key))).toEqual([expect.stringMatching(/^pitch-decks\//)]);
      await expect(readdir(path.join(server.dataDir, 'uploads'))).rejects.toThrow(/ENOENT/);
      expect((await client.get(response.json.data.url)).bytes.equals(minimalPdf())).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('sweeping the bucket', () => {
  const MAX_AGE_MS = 60 * 60 * 1000;
  let sweptBucket: TestBucket;
  beforeEach(async () => {
    sweptBucket = await startS3rver('founder-dashboard-sweep');
  });
  afterEach(async () => {
    await sweptBucket?.close();
  });

  /** Objects written two hours ago: old enough for the sweeper to judge. */
  async function oldObjects(keys: string[]): Promise<void> {
    for (const key of keys) {
      await sweptBucket.put(key);
      await sweptBucket.age(key, 2 * MAX_AGE_MS);
    }
  }

  it('lists old objects page by page and deletes those no row names, keeping named, young and foreign ones', async () => {
    const orphans = Array.from({ length: 5 }, () => `pitch-decks/${randomUUID()}`);
    const namedDeck = `pitch-decks/${randomUUID()}`;
    const namedAvatar = `avatars/${randomUUID()}`;
    const foreign = ['backups/nightly', 'pitch-decks/Board Report.PDF'];
    await oldObjects([...orphans, namedDeck, namedAvatar, ...foreign]);
    const youngOrphan = `avatars/${randomUUID()}`;
    await sweptBucket.put(youngOrphan);
    // Two keys a page, so finding all five orphans takes several ListObjectsV2 pages.
    const storage = new S3Storage(loadConfig({ DATA_DIR: localRoot, ...sweptBucket.env }).s3, 2);

    const result = await sweepFiles({ tempDirs: [], storage, referencedKeys: async () => new Set([namedDeck, namedAvatar]) }, MAX_AGE_MS);
    await storage.close();

    expect(result).toEqual({ tempFiles: 0, orphans: 5 });
    expect(await sweptBucket.keys()).toEqual([namedAvatar, youngOrphan, namedDeck, ...foreign].sort());
  });

  it('is swept by the app with STORAGE_DRIVER=s3 as soon as it starts', async () => {
    const orphan = `avatars/${randomUUID()}`;
    await oldObjects([orphan]);
    const server = await startServer({ env: sweptBucket.env });
    // Closing waits for a sweep in progress, so by now the start-up sweep has finished.
    await server.close();
    expect(await sweptBucket.keys()).toEqual([]);
  });
});
