import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PITCH_DECK_MAX_BYTES } from '../../src/shared/pitch-deck.js';
import { buildZip, deflatedZeros, minimalPdf, minimalPpt, minimalPptx, pdfOfSize, pngImage, PPTX_ENTRIES } from './helpers/fixtures.js';
import { expectValidationErrors, newFounder } from './helpers/resource.js';
import { Client } from './helpers/server.js';
import { multipart, type FilePart, type StorageDriver } from './helpers/uploads.js';
import { useUploadServer } from './helpers/use-test-server.js';

const INVALID_FILE = 'Please upload a valid file (PDF, PPT, PPTX).';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function upload(client: Client, fileName: string | undefined, file?: FilePart) {
  const fields: Record<string, string> = fileName === undefined ? {} : { file_name: fileName };
  return client.request('POST', '/api/pitch-deck', { form: multipart(fields, file ? { deck_file: file } : {}) });
}

const pdf = (name = 'deck.pdf'): FilePart => ({ data: minimalPdf(), name, type: 'application/pdf' });

describe.each<StorageDriver>(['local', 's3'])('pitch decks on the %s storage driver', (driver) => {
  const server = () => app.server;

  const app = useUploadServer(driver);

  /** Runs `act`, then checks it stored no file and wrote no row. */
  async function expectNothingStored(client: Client, act: () => Promise<unknown>) {
    const before = await app.storedKeys();
    await act();
    expect(await app.storedKeys()).toEqual(before);
    expect((await client.get('/api/pitch-deck')).json.data).toEqual([]);
  }

  it('lists no decks for a new startup', async () => {
    const { client } = await newFounder(server());
    expect((await client.get('/api/pitch-deck')).json).toEqual({ success: true, data: [] });
  });

  it('uploads a PDF, answers 201 with the deck as the list shows it, and stores it under a generated key', async () => {
    const { client } = await newFounder(server());
    const before = await app.storedKeys();
    const response = await upload(client, '  Seed round deck  ', pdf('../../evil.sh'));

    expect(response.status, response.text).toBe(201);
    expect(response.json).toEqual({
      success: true,
      message: 'File uploaded successfully!',
      data: {
        id: expect.stringMatching(UUID),
        file_type: 'pdf',
        file_name: 'Seed round deck',
        size: minimalPdf().length,
        uploaded_at: expect.any(String),
        url: `/api/pitch-deck/${response.json.data.id}/download`,
        is_primary: true,
      },
    });
    expect(new Date(response.json.data.uploaded_at).toISOString()).toBe(response.json.data.uploaded_at);
    expect((await client.get('/api/pitch-deck')).json.data).toEqual([response.json.data]);

    const added = (await app.storedKeys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^pitch-decks\/[0-9a-f-]{36}$/);
  });

  it('tells PPT and PPTX by content and lists the newest deck first', async () => {
    const { client } = await newFounder(server());
    const ppt = await upload(client, 'Old deck', { data: minimalPpt(), name: 'deck.bin' });
    const pptx = await upload(client, 'New deck', { data: minimalPptx(), name: 'deck.pdf', type: 'application/pdf' });

    expect(ppt.status, ppt.text).toBe(201);
    expect(pptx.status, pptx.text).toBe(201);
    expect(ppt.json.data.file_type).toBe('ppt');
    expect(pptx.json.data.file_type).toBe('pptx');
    const list = (await client.get('/api/pitch-deck')).json.data;
    expect(list.map((deck: { file_name: string }) => deck.file_name)).toEqual(['New deck', 'Old deck']);
  });

  it('downloads the exact bytes as an attachment with the right type, nosniff and an encoded Arabic name', async () => {
    const { client } = await newFounder(server());
    const deck = (await upload(client, 'العرض التقديمي', pdf())).json.data;
    const response = await client.get(deck.url);

    expect(response.status).toBe(200);
    expect(response.bytes.equals(minimalPdf())).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(minimalPdf().length));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe('العرض التقديمي.pdf');
  });

  it('keeps the extension the founder typed and transliterates accents in the ASCII fallback', async () => {
    const { client } = await newFounder(server());
    const deck = (await upload(client, 'Résumé "final".PDF', pdf())).json.data;
    const disposition = (await client.get(deck.url)).headers.get('content-disposition');
    expect(disposition).toBe(`attachment; filename="Resume _final_.PDF"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.PDF`);
  });

  it.each([
    ['a name with ../ path separators', '../../etc/passwd', '....etcpasswd'],
    ['a NUL byte', 'deck\u0000.pdf', 'deck.pdf'],
    ['an RTL override', 'invoice\u202Etxt.exe', 'invoicetxt.exe'],
    ['bidi isolates and control characters', '\u2066deck\u2069\r\nSet-Cookie: a=1', 'deckSet-Cookie: a=1'],
    ['exactly 200 characters', 'd'.repeat(200), 'd'.repeat(200)],
  ])('safely renames %s', async (_case, fileName, expected) => {
    const { client } = await newFounder(server());
    const response = await upload(client, fileName, pdf());
    expect(response.status, response.text).toBe(201);
    expect(response.json.data.file_name).toBe(expected);

    const download = await client.get(response.json.data.url);
    expect(download.headers.get('set-cookie')).toBeNull();
    const disposition = download.headers.get('content-disposition') ?? '';
    expect([...disposition].filter((char) => char < ' ' || char === '\u202e' || char === '\u2066')).toEqual([]);
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
    ['only unsafe characters', '\u202E/\\\u0000'],
  ])('refuses a %s file name with 422 and stores nothing', async (_case, fileName) => {
    const { client } = await newFounder(server());
    await expectNothingStored(client, async () => {
      expectValidationErrors(await upload(client, fileName, pdf()), { file_name: 'Please enter a file name.' });
    });
  });

  it('refuses a 300-character file name', async () => {
    const { client } = await newFounder(server());
    await expectNothingStored(client, async () => {
      expectValidationErrors(await upload(client, 'd'.repeat(300), pdf()), { file_name: 'Must be at most 200 characters.' });
    });
  });

  it('refuses an upload without a file, naming both missing fields at once', async () => {
    const { client } = await newFounder(server());
    await expectNothingStored(client, async () => {
      expectValidationErrors(await upload(client, ''), { file_name: 'Please enter a file name.', deck_file: INVALID_FILE });
    });
  });

  const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
  const hostileFiles: [string, () => Promise<FilePart>][] = [
    ['a PNG renamed to .pdf', async () => ({ data: await pngImage(32, 32), name: 'deck.pdf', type: 'application/pdf' })],
    ['an HTML page renamed to .pdf', async () => ({ data: html, name: 'deck.pdf', type: 'application/pdf' })],
    ['an empty file', async () => ({ data: Buffer.alloc(0), name: 'deck.pdf', type: 'application/pdf' })],
    [
      'a PDF/HTML polyglot',
      async () => ({ data: Buffer.concat([Buffer.from('%PDF-1.4\n%'), html, minimalPdf().subarray(9)]), name: 'deck.pdf' }),
    ],
    ['a PDF with a ZIP appended', async () => ({ data: Buffer.concat([minimalPdf(), minimalPptx()]), name: 'deck.pdf' })],
    ['a PPTX with a PDF appended', async () => ({ data: Buffer.concat([minimalPptx(), minimalPdf()]), name: 'deck.pptx' })],
    ['a PNG with a PPTX appended', async () => ({ data: Buffer.concat([await pngImage(8, 8), minimalPptx()]), name: 'deck.pptx' })],
    ['a PDF header with no end marker', async () => ({ data: Buffer.from('%PDF-1.7\n<< /Type /Catalog >>\n'), name: 'deck.pdf' })],
    ['an OLE2 file with no PowerPoint stream (a .doc)', async () => ({ data: minimalPpt().fill(0, 512), name: 'deck.ppt' })],
    ['a plain ZIP renamed to .pptx', async () => ({ data: buildZip([{ name: 'notes.txt', data: 'hello' }]), name: 'deck.pptx' })],
    ['a PPTX without ppt/presentation.xml', async () => ({ data: buildZip(PPTX_ENTRIES.slice(0, 2)), name: 'deck.pptx' })],
    [
      'a DOCX renamed to .pptx',
      async () => ({
        data: buildZip([
          {
            name: '[Content_Types].xml',
            data: '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
          },
          { name: 'word/document.xml', data: '<w:document/>' },
        ]),
        name: 'deck.pptx',
      }),
    ],
    [
      'a ZIP bomb as .pptx (300 MB of zeros in one entry)',
      async () => ({
        data: buildZip([...PPTX_ENTRIES, { ...(await deflatedZeros(300 * 1024 * 1024)), name: Buffer.from('ppt/media/image1.png') }]),
        name: 'deck.pptx',
      }),
    ],
    [
      'a ZIP bomb hidden in [Content_Types].xml',
      async () => ({
        data: buildZip([{ ...(await deflatedZeros(64 * 1024 * 1024)), name: Buffer.from('[Content_Types].xml') }, PPTX_ENTRIES[2]!]),
        name: 'deck.pptx',
      }),
    ],
  ];

  it.each(hostileFiles)('refuses %s with 422 and stores nothing', async (_case, makeFile) => {
    const { client } = await newFounder(server());
    const file = await makeFile();
    await expectNothingStored(client, async () => {
      expectValidationErrors(await upload(client, 'Deck', file), { deck_file: INVALID_FILE });
    });
  });

  it('accepts a deck of exactly 25 MB and refuses 25 MB + 1 byte with a clear message', async () => {
    const { client } = await newFounder(server());
    const atLimit = await upload(client, 'Big deck', { data: pdfOfSize(PITCH_DECK_MAX_BYTES), name: 'big.pdf' });
    expect(atLimit.status, atLimit.text).toBe(201);
    expect(atLimit.json.data.size).toBe(PITCH_DECK_MAX_BYTES);
    expect((await client.request('DELETE', `/api/pitch-deck/${atLimit.json.data.id}`)).status).toBe(200);

    await expectNothingStored(client, async () => {
      const tooBig = await upload(client, 'Bigger deck', { data: pdfOfSize(PITCH_DECK_MAX_BYTES + 1), name: 'big.pdf' });
      expect(tooBig.status).toBe(413);
      expect(tooBig.json).toEqual({
        success: false,
        message: 'The file is too large. The maximum size is 25 MB.',
        errors: { deck_file: ['The file is too large. The maximum size is 25 MB.'] },
      });
    });
    if (driver === 'local') expect(await readdir(path.join(server().dataDir, 'tmp'))).toEqual([]);
  });

  it('answers 4xx, never 500, to a malformed, truncated or overfull multipart body', async () => {
    const { client } = await newFounder(server());
    const part = (name: string, extra = '') => `--XYZ\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`;
    const bodies: [string, string, number][] = [
      ['multipart/form-data', 'no boundary', 400],
      ['multipart/form-data; boundary=XYZ', `${part('file_name')}Deck\r\n${part('deck_file', '; filename="a.pdf"')}%PDF-1.4 cut off`, 400],
      [
        'multipart/form-data; boundary=XYZ',
        `${part('deck_file', '; filename="a.pdf"')}a\r\n${part('deck_file', '; filename="b.pdf"')}b\r\n--XYZ--`,
        413,
      ],
    ];
    await expectNothingStored(client, async () => {
      for (const [contentType, body, status] of bodies) {
        const response = await client.request('POST', '/api/pitch-deck', { rawBody: body, headers: [['content-type', contentType]] });
        expect(response.status, response.text).toBe(status);
        expect(response.json).toEqual({ success: false, message: expect.any(String) });
      }
    });
  });

  it('deletes a deck: the row first, then its file', async () => {
    const { client } = await newFounder(server());
    const keep = (await upload(client, 'Keep', pdf())).json.data;
    const deck = (await upload(client, 'Remove', pdf())).json.data;
    const before = await app.storedKeys();

    const response = await client.request('DELETE', `/api/pitch-deck/${deck.id}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, message: 'File deleted successfully!', data: { id: deck.id } });
    expect((await client.get('/api/pitch-deck')).json.data).toEqual([keep]);
    expect(await app.storedKeys()).toHaveLength(before.length - 1);
    expect((await client.get(deck.url)).status).toBe(404);
    expect((await client.request('DELETE', `/api/pitch-deck/${deck.id}`)).status).toBe(404);
  });

  it("answers 404 to another startup's deck and leaves it unchanged", async () => {
    const owner = await newFounder(server());
    const stranger = await newFounder(server());
    const deck = (await upload(owner.client, 'Private deck', pdf())).json.data;

    for (const response of [await stranger.client.get(deck.url), await stranger.client.request('DELETE', `/api/pitch-deck/${deck.id}`)]) {
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ success: false, message: 'Not found.' });
    }
    expect((await stranger.client.get('/api/pitch-deck')).json.data).toEqual([]);
    expect((await owner.client.get('/api/pitch-deck')).json.data).toEqual([deck]);
    expect((await owner.client.get(deck.url)).bytes.equals(minimalPdf())).toBe(true);
  });

  it('answers 401 on every route without a session', async () => {
    const anonymous = new Client(server());
    const id = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await anonymous.get('/api/pitch-deck'),
      await upload(anonymous, 'Deck', pdf()),
      await anonymous.request('DELETE', `/api/pitch-deck/${id}`),
      await anonymous.get(`/api/pitch-deck/${id}/download`),
    ]) {
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ success: false, message: 'Unauthenticated.' });
    }
  });

  it('answers 419 to an upload or a delete without the CSRF token and changes nothing', async () => {
    const { client } = await newFounder(server());
    const deck = (await upload(client, 'Deck', pdf())).json.data;
    const before = await app.storedKeys();
    const noToken = [
      await client.request('POST', '/api/pitch-deck', { form: multipart({ file_name: 'Other' }, { deck_file: pdf() }), csrf: false }),
      await client.request('POST', '/api/pitch-deck', { form: multipart({ file_name: 'Other' }, { deck_file: pdf() }), csrf: 'forged' }),
      await client.request('DELETE', `/api/pitch-deck/${deck.id}`, { csrf: false }),
    ];
    for (const response of noToken) {
      expect(response.status).toBe(419);
      expect(response.json).toEqual({ success: false, message: 'CSRF token mismatch.' });
    }
    expect((await client.get('/api/pitch-deck')).json.data).toEqual([deck]);
    expect(await app.storedKeys()).toEqual(before);
  });
});
