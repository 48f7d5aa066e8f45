import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../src/shared/founders.js';
import { pngImage } from './helpers/fixtures.js';
import { addFounder, coFounder, expectUnchanged as expectUnchangedIn, listFounders, png, REQUIRED } from './helpers/founders.js';
import { expectValidationErrors, newFounder } from './helpers/resource.js';
import { Client, uniqueEmail } from './helpers/server.js';
import { type FilePart } from './helpers/uploads.js';
import { useUploadServer } from './helpers/use-test-server.js';

const app = useUploadServer('local');
const server = () => app.server;

const expectUnchanged = (client: Client, act: () => Promise<unknown>) => expectUnchangedIn(app, client, act);

describe('GET /api/startup/founders', () => {
  it("lists a new account's own founder row, flagged isYou", async () => {
    const { client, account } = await newFounder(server());
    const session = (await client.session()).json.data;
    expect(await listFounders(client)).toEqual([
      {
        id: expect.any(String),
        user_id: session.user?.id,
        first_name: account.first_name,
        last_name: account.last_name,
        title: 'Founder',
        avatar_url: '',
        brief: '',
        linkedin_url: '',
        email: account.email,
        isYou: true,
      },
    ]);
  });

  it("keeps the current user's row first after co-founders join", async () => {
    const { client } = await newFounder(server());
    await addFounder(client, coFounder({ first_name: 'Aya' }));
    await addFounder(client, coFounder({ first_name: 'Sami' }));
    const team = await listFounders(client);
    expect(team.map((founder: { first_name: string; isYou: boolean }) => [founder.first_name, founder.isYou])).toEqual([
      ['Lina', true],
      ['Aya', false],
      ['Sami', false],
    ]);
  });
});

describe('POST /dashboard/founders', () => {
  it('adds a co-founder and answers 201 with the founder as the list shows it', async () => {
    const { client } = await newFounder(server());
    const fields = coFounder({ email: '  Omar.Khalil@Example.com ', linkedin_url: 'linkedin.com/in/omar' });
    const response = await addFounder(client, fields);

    expect(response.status, response.text).toBe(201);
    expect(response.json).toEqual({
      success: true,
      message: 'Founder added successfully!',
      data: {
        id: expect.any(String),
        user_id: null,
        first_name: 'Omar',
        last_name: 'Khalil',
        title: 'CTO',
        avatar_url: '',
        brief: '<p>Builds the product.</p>',
        linkedin_url: 'https://linkedin.com/in/omar',
        email: 'omar.khalil@example.com',
        isYou: false,
      },
    });
    expect((await listFounders(client))[1]).toEqual(response.json.data);
  });

  it("gives the title 'Founder' when none is sent", async () => {
    const { client } = await newFounder(server());
    const { title: _title, ...withoutTitle } = coFounder();
    const response = await addFounder(client, withoutTitle);
    expect(response.status, response.text).toBe(201);
    expect(response.json.data.title).toBe('Founder');
  });

  it('refuses blank required fields with 422 per field and adds nobody', async () => {
    const { client } = await newFounder(server());
    await expectUnchanged(client, async () => {
      const blank = { first_name: ' ', last_name: '', email: '', title: '', brief: '<p><br></p>', linkedin_url: '' };
      expectValidationErrors(await addFounder(client, blank), {
        first_name: REQUIRED,
        last_name: REQUIRED,
        email: REQUIRED,
        title: REQUIRED,
        brief: REQUIRED,
      });
    });
  });

  it('refuses a bad email, a link off linkedin.com and a brief with nothing left after sanitizing', async () => {
    const { client } = await newFounder(server());
    await expectUnchanged(client, async () => {
      const response = await addFounder(
        client,
        coFounder({ email: 'not-an-email', linkedin_url: 'https://evil.example/in/omar', brief: '<script>alert(1)</script>' }),
      );
      expectValidationErrors(response, {
        email: 'Please enter a valid email address.',
        linkedin_url: 'Please enter a LinkedIn link (linkedin.com).',
        brief: REQUIRED,
      });
    });
  });

  it('drops NUL characters, which PostgreSQL cannot store, instead of failing', async () => {
    const { client } = await newFounder(server());
    const response = await addFounder(client, coFounder({ first_name: 'Om\u0000ar', brief: '<p>Hi\u0000</p>' }));
    expect(response.status, response.text).toBe(201);
    expect([response.json.data.first_name, response.json.data.brief]).toEqual(['Omar', '<p>Hi</p>']);
  });

  it('stores the brief sanitized', async () => {
    const { client } = await newFounder(server());
    const brief =
      '<p onclick="alert(1)">Hi <strong>there</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
    const response = await addFounder(client, coFounder({ brief }));
    expect(response.status, response.text).toBe(201);
    expect(response.json.data.brief).toBe('<p>Hi <strong>there</strong></p><a rel="noopener noreferrer nofollow">x</a>');
  });

  it('keeps emails unique within a startup (any case), not across startups', async () => {
    const { client, account } = await newFounder(server());
    const other = await newFounder(server());
    const taken = { email: 'A founder with this email is already on your team.' };
    await expectUnchanged(client, async () => {
      expectValidationErrors(await addFounder(client, coFounder({ email: account.email.toUpperCase() })), taken);
    });
    const email = uniqueEmail();
    expect((await addFounder(client, coFounder({ email }))).status).toBe(201);
    expectValidationErrors(await addFounder(client, coFounder({ email })), taken);
    expect((await addFounder(other.client, coFounder({ email }))).status).toBe(201);
  });

  it('treats an empty avatar part (no file chosen) as no avatar', async () => {
    const { client } = await newFounder(server());
    const response = await addFounder(client, coFounder(), { data: Buffer.alloc(0), name: '' });
    expect(response.status, response.text).toBe(201);
    expect(response.json.data.avatar_url).toBe('');
  });
});

describe('avatars', () => {
  it('re-encodes a PNG to WebP within 256×256 and serves it through an authorised route', async () => {
    const { client } = await newFounder(server());
    const before = await app.storedKeys();
    const response = await addFounder(client, { ...coFounder(), avatar_filename: '../../../etc/passwd' }, await png(1200, 800));
    expect(response.status, response.text).toBe(201);
    const { id, avatar_url: avatarUrl } = response.json.data;
    expect(avatarUrl).toMatch(new RegExp(`^/api/startup/founders/${id}/avatar\\?v=[0-9a-f-]+$`));
    expect((await app.storedKeys()).filter((key) => !before.includes(key))).toEqual([expect.stringMatching(/^avatars\/[0-9a-f-]{36}$/)]);

    const avatar = await client.get(avatarUrl);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/webp');
    expect(avatar.headers.get('x-content-type-options')).toBe('nosniff');
    expect(avatar.headers.get('cache-control')).toMatch(/^private\b/);
    const metadata = await sharp(avatar.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 256, 171]);

    const stranger = await newFounder(server());
    expect((await stranger.client.get(avatarUrl)).status).toBe(404);
    expect((await new Client(server()).get(avatarUrl)).status).toBe(401);
  });

  it('turns a JPEG upright by its EXIF orientation and strips its metadata', async () => {
    const { client } = await newFounder(server());
    const jpeg = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Secret Street 12' } })
      .toBuffer();
    expect([(await sharp(jpeg).metadata()).orientation, jpeg.includes('Secret Street')]).toEqual([6, true]);
    const response = await addFounder(client, coFounder(), { data: jpeg, name: 'photo.jpg', type: 'image/jpeg' });
    expect(response.status, response.text).toBe(201);

    const stored = (await client.get(response.json.data.avatar_url)).bytes;
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 128, 256]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes('Secret Street')).toBe(false);
  });

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
  it.each<[string, () => Promise<FilePart>]>([
    ['an SVG', async () => ({ data: svg, name: 'me.svg', type: 'image/svg+xml' })],
    ['an SVG renamed to .png', async () => ({ data: svg, name: 'me.png', type: 'image/png' })],
    ['an HTML page', async () => ({ data: Buffer.from('<html><script>alert(1)</script></html>'), name: 'me.png', type: 'image/png' })],
    [
      'a GIF',
      async () => ({
        data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        name: 'me.gif',
      }),
    ],
    ['a truncated PNG', async () => ({ data: (await pngImage(400, 400)).subarray(0, 200), name: 'me.png' })],
  ])('refuses %s with 422 errors.avatar and stores nothing', async (_case, makeFile) => {
    const { client } = await newFounder(server());
    const file = await makeFile();
    await expectUnchanged(client, async () => {
      expectValidationErrors(await addFounder(client, coFounder(), file), { avatar: 'Please upload a PNG, JPEG or WebP image.' });
    });
  });

  it('refuses an avatar over 5 MB with a clear message and stores nothing', async () => {
    const { client } = await newFounder(server());
    const tooBig = Buffer.concat([await pngImage(16, 16), Buffer.alloc(AVATAR_MAX_BYTES)]);
    await expectUnchanged(client, async () => {
      const response = await addFounder(client, coFounder(), { data: tooBig, name: 'me.png' });
      expect(response.status).toBe(413);
      expect(response.json.errors).toEqual({ avatar: ['The image is too large. The maximum size is 5 MB.'] });
    });
  });
});
