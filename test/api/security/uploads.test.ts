import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { minimalPdf } from '../helpers/fixtures.js';
import { addFounder, coFounder, updateFounder } from '../helpers/founders.js';
import { hostileAvatars, hostileDecks, HOSTILE_NAMES, type HostileFile } from '../helpers/security-hostile-files.js';
import { formatWrongCells, isWrong, type MatrixCell } from '../helpers/security-matrix.js';
import { rawRequest } from '../helpers/security-raw-request.js';
import { describeChange, listFiles } from '../helpers/security-snapshot.js';
import { linesWithSecrets, startSecurityWorld, type SecurityWorld } from '../helpers/security-world.js';
import type { ApiResponse } from '../helpers/server.js';
import { multipart } from '../helpers/uploads.js';

const STORED_NAME = /^(pitch-decks|avatars)\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
// Control characters, bidi overrides and isolates, path separators: none may survive into a name.
const UNSAFE_IN_NAME = /[\p{Cc}\u202A-\u202E\u2066-\u2069/\\]/u;

let world: SecurityWorld;
const uploadsDir = () => path.join(world.server.dataDir, 'uploads');

beforeAll(async () => {
  world = await startSecurityWorld();
});

afterAll(async () => {
  await world?.close();
});

type FailureBody = { success: boolean; errors?: Record<string, string[]> };

/** Sends each hostile file with `send`, expecting its status, the field's error, and no change to rows or files. */
async function refuseAll(
  files: HostileFile[],
  field: string,
  send: (file: HostileFile) => Promise<ApiResponse<FailureBody>>,
  column: string,
): Promise<MatrixCell[]> {
  const cells: MatrixCell[] = [];
  for (const file of files) {
    const before = await world.snapshot();
    const response = await send(file);
    const hasFieldError = response.json?.success === false && Array.isArray(response.json.errors?.[field]);
    const problem = describeChange(before, await world.snapshot()) ?? (hasFieldError ? undefined : `body ${response.text.slice(0, 80)}`);
    cells.push({ row: file.label, column, expected: file.status, actual: response.status, problem });
  }
  return cells;
}

/** The stored files (`folder/uuid`) under DATA_DIR/uploads, temp files included. */
const storedKeys = async () => (await listFiles(uploadsDir())).map((line) => line.split(' ')[0]!);

describe('hostile uploads', () => {
  it('refuses every hostile pitch deck with 422 (413 over 25 MB) and stores nothing', async () => {
    const decks = hostileDecks();
    const client = world.actors.A1.client;
    const cells = await refuseAll(
      decks,
      'deck_file',
      (file) =>
        client.request('POST', '/api/pitch-deck', {
          form: multipart({ file_name: 'Hostile deck' }, { deck_file: { data: file.data, name: file.fileName } }),
        }),
      'upload',
    );
    console.log(`Hostile pitch decks: ${decks.length} refused`);
    expect(cells.filter(isWrong), formatWrongCells(cells)).toEqual([]);
  }, 60_000);

  it('refuses every hostile avatar on add and on edit with 422 (413 over 5 MB) and stores nothing', async () => {
    const avatars = await hostileAvatars();
    const client = world.actors.A1.client;
    const teammate = world.objects.find((object) => object.name === 'founder A3')!;
    const asAvatar = (file: HostileFile) => ({ data: file.data, name: file.fileName, type: 'image/png' });
    const cells = [
      ...(await refuseAll(avatars, 'avatar', (file) => addFounder(client, coFounder(), asAvatar(file)), 'add')),
      ...(await refuseAll(avatars, 'avatar', (file) => updateFounder(client, teammate.id, coFounder(), asAvatar(file)), 'edit')),
    ];
    console.log(`Hostile avatars: ${avatars.length} files × add and edit = ${cells.length} refusals`);
    expect(cells.filter(isWrong), formatWrongCells(cells)).toEqual([]);
  }, 60_000);

  it('accepts a valid deck under a hostile name only as cleaned display text, downloaded under a safe name', async () => {
    const client = world.actors.A1.client;
    for (const name of HOSTILE_NAMES) {
      const form = multipart({ file_name: name }, { deck_file: { data: minimalPdf(), name } });
      const response = await client.request('POST', '/api/pitch-deck', { form });
      if (name.length > 200) {
        expect(response.status, 'a name over 200 characters').toBe(422);
        continue;
      }
      expect(response.status, name).toBe(201);
      const deck = response.json.data;
      expect(deck.file_name, name).not.toMatch(UNSAFE_IN_NAME);

      const download = await client.get(deck.url);
      const disposition = download.headers.get('content-disposition')!;
      expect(disposition, name).toMatch(/^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/);
      const saveAs = decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!);
      expect(saveAs, name).not.toMatch(UNSAFE_IN_NAME);
      expect(saveAs.startsWith(deck.file_name), name).toBe(true);
      expect(download.bytes.equals(minimalPdf())).toBe(true);
    }
  });

  it('stores an avatar sent under a hostile file name as a re-encoded WebP under a generated name', async () => {
    const client = world.actors.A1.client;
    const png = world.files.png;
    const before = await storedKeys();
    const response = await addFounder(client, coFounder(), { data: png, name: '../../../../etc/cron.d/x.png', type: 'image/png' });
    expect(response.status).toBe(201);
    const added = (await storedKeys()).filter((key) => !before.includes(key));
    expect(added).toEqual([expect.stringMatching(/^avatars\//)]);
    const stored = await readFile(path.join(uploadsDir(), added[0]!));
    expect(stored.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('keeps every stored file under a server-generated name, with no temp or spooled file left', async () => {
    const keys = await storedKeys();
    expect(keys.length).toBeGreaterThan(3);
    expect(keys.filter((key) => !STORED_NAME.test(key))).toEqual([]);
    // The spool of an upload is removed right after its answer: wait for the last one.
    await vi.waitFor(async () => expect(await listFiles(path.join(world.server.dataDir, 'tmp'))).toEqual([]), { timeout: 5000 });
  });

  it('serves no stored file from the static root, by its name or by path traversal', async () => {
    const dataDirName = path.basename(world.server.dataDir);
    const reached: string[] = [];
    let attempts = 0;
    // Every stored file lives at the same kind of path: one of each folder stands for all.
    const keys = await storedKeys();
    const samples = ['pitch-decks/', 'avatars/'].map((folder) => keys.find((key) => key.startsWith(folder))!);
    for (const key of samples) {
      const bytes = await readFile(path.join(uploadsDir(), key));
      const [folder, name] = key.split('/');
      const paths = [
        `/uploads/${key}`,
        `/${key}`,
        `/${name}`,
        `/${folder}/${name}`,
        `/data/uploads/${key}`,
        `/${dataDirName}/uploads/${key}`,
        `/tmp/${dataDirName}/uploads/${key}`,
        `/../uploads/${key}`,
        `/assets/../../uploads/${key}`,
        `/%2e%2e/uploads/${key}`,
        `/..%2fuploads%2f${folder}%2f${name}`,
        `/assets/..%2f..%2fuploads%2f${folder}%2f${name}`,
        `/index.html/../../uploads/${key}`,
        `/web/../uploads/${key}`,
        `/api/pitch-deck/..%2f..%2fuploads%2f${folder}%2f${name}/download`,
        `/api/startup/founders/..%2f..%2fuploads%2f${folder}%2f${name}/avatar`,
      ];
      for (const urlPath of paths) {
        for (const client of [world.actors.anonymous.client, world.actors.A1.client]) {
          attempts++;
          const response = await rawRequest(world.server, { method: 'GET', path: urlPath, cookies: new Map(client.cookies) });
          if (response.status < 300 && response.body.includes(bytes)) reached.push(`${urlPath} → ${response.status}`);
        }
      }
    }
    console.log(`Static-root reachability: ${attempts} attempts, ${reached.length} reached a stored file`);
    expect(reached).toEqual([]);
  });

  it('writes no password, session token, CSRF token or API key to any log line', () => {
    expect(world.logLines.length).toBeGreaterThan(0);
    expect(linesWithSecrets(world)).toEqual([]);
  });
});
