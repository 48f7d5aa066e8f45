import { describe, expect, it } from 'vitest';
import { minimalPdf, pdfOfSize } from './helpers/fixtures.js';
import { addFounder, coFounder, listFounders, png } from './helpers/founders.js';
import { expectValidationErrors, newFounder } from './helpers/resource.js';
import type { Client } from './helpers/server.js';
import { multipart } from './helpers/uploads.js';
import { useUploadServer } from './helpers/use-test-server.js';

// Small limits, so a test reaches them in a few requests: 3 decks, 2 founders, 0.02 MB (20 971 bytes) of files.
const LIMITS = { STARTUP_MAX_DECKS: '3', STARTUP_MAX_FOUNDERS: '2', STARTUP_MAX_STORAGE_MB: '0.02' };
const STORAGE_BYTES = Math.floor(0.02 * 1024 * 1024);
const TOO_MANY_DECKS = 'Your startup can keep at most 3 pitch decks. Delete one to upload another.';
const TOO_MANY_FOUNDERS = 'Your team can have at most 2 founders. Remove one to add another.';
const STORAGE_FULL = "This file does not fit in your startup's 0.02 MB of storage. Delete a pitch deck to make room.";

const app = useUploadServer('local', LIMITS);

function upload(client: Client, data: Buffer = minimalPdf()) {
  return client.request('POST', '/api/pitch-deck', {
    form: multipart({ file_name: 'Deck' }, { deck_file: { data, name: 'deck.pdf', type: 'application/pdf' } }),
  });
}

const decksOf = async (client: Client) => (await client.get('/api/pitch-deck')).json.data as { id: string }[];

/** Runs `act`, then checks no file was stored and the decks and the team are as before. */
async function expectNothingAdded(client: Client, act: () => Promise<unknown>) {
  const [files, decks, team] = [await app.storedKeys(), await decksOf(client), await listFounders(client)];
  await act();
  expect(await app.storedKeys()).toEqual(files);
  expect(await decksOf(client)).toEqual(decks);
  expect(await listFounders(client)).toEqual(team);
}

describe('the per-startup quota', () => {
  it('takes decks up to the limit, refuses the next on deck_file, and takes one again after a delete', async () => {
    const { client } = await newFounder(app.server);
    for (let count = 0; count < 3; count += 1) expect((await upload(client)).status).toBe(201);

    await expectNothingAdded(client, async () => expectValidationErrors(await upload(client), { deck_file: TOO_MANY_DECKS }));

    const [newest] = await decksOf(client);
    expect((await client.request('DELETE', `/api/pitch-deck/${newest!.id}`)).status).toBe(200);
    expect((await upload(client)).status).toBe(201);
    // The limit is each startup's own.
    expect((await upload((await newFounder(app.server)).client)).status).toBe(201);
  });

  it('takes files up to the stored bytes exactly, then refuses with the storage message', async () => {
    const { client } = await newFounder(app.server);
    expect((await upload(client, pdfOfSize(15_000))).status).toBe(201);
    await expectNothingAdded(client, async () =>
      expectValidationErrors(await upload(client, pdfOfSize(STORAGE_BYTES - 15_000 + 1)), { deck_file: STORAGE_FULL }),
    );
    expect((await upload(client, pdfOfSize(STORAGE_BYTES - 15_000))).status).toBe(201);
    await expectNothingAdded(client, async () => expectValidationErrors(await upload(client), { deck_file: STORAGE_FULL }));
  });

  it('lets only one of several parallel uploads take the last deck place, and leaves no file behind for the others', async () => {
    const { client } = await newFounder(app.server);
    for (let count = 0; count < 2; count += 1) expect((await upload(client)).status).toBe(201);
    const before = await app.storedKeys();

    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(client)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422]);
    for (const refused of answers.filter((answer) => answer.status === 422))
      expect(refused.json.errors).toEqual({ deck_file: [TOO_MANY_DECKS] });
    expect(await decksOf(client)).toHaveLength(3);
    expect(await app.storedKeys()).toHaveLength(before.length + 1);
  });

  it('refuses a founder beyond the team limit on `_`, storing no photo', async () => {
    const { client } = await newFounder(app.server);
    expect((await addFounder(client, coFounder(), await png(64, 64))).status).toBe(201);
    await expectNothingAdded(client, async () =>
      expectValidationErrors(await addFounder(client, coFounder(), await png(64, 64)), { _: TOO_MANY_FOUNDERS }),
    );
  });

  it('counts founders’ photos in the stored bytes: a photo that does not fit is refused on avatar', async () => {
    const { client } = await newFounder(app.server);
    expect((await upload(client, pdfOfSize(STORAGE_BYTES - 50))).status).toBe(201);
    await expectNothingAdded(client, async () =>
      expectValidationErrors(await addFounder(client, coFounder(), await png(64, 64)), { avatar: STORAGE_FULL }),
    );
    // Without a photo the founder fits.
    expect((await addFounder(client, coFounder())).status).toBe(201);
  });
});
