import { describe, expect, it } from 'vitest';
import {
  addFounder,
  coFounder,
  expectUnchanged as expectUnchangedIn,
  listFounders,
  png,
  REQUIRED,
  updateFounder,
} from './helpers/founders.js';
import { expectValidationErrors, newFounder } from './helpers/resource.js';
import { Client } from './helpers/server.js';
import { multipart } from './helpers/uploads.js';
import { useUploadServer } from './helpers/use-test-server.js';

const NOT_FOUND = { success: false, message: 'Not found.' };
const EDIT_SELF = 'Use Personal Details modal to edit your own information.';
const DELETE_SELF = 'You cannot delete yourself. Use Personal Details to update your information.';

const app = useUploadServer('local');
const server = () => app.server;

const expectUnchanged = (client: Client, act: () => Promise<unknown>) => expectUnchangedIn(app, client, act);

/** A founder with one co-founder (with an avatar) on the team. */
async function teamOfTwo() {
  const { client, account } = await newFounder(server());
  const added = await addFounder(client, coFounder(), await png());
  expect(added.status, added.text).toBe(201);
  const [self, partner] = await listFounders(client);
  return { client, account, self, partner };
}

describe('POST /dashboard/founders/{id} with _method=PUT', () => {
  it('updates a co-founder and answers with the founder as the list shows it', async () => {
    const { client, partner } = await teamOfTwo();
    const fields = coFounder({
      first_name: 'Omar',
      last_name: 'Nasser',
      title: 'CEO',
      brief: '<p>Runs <em>sales</em>.</p>',
      linkedin_url: '',
    });
    const response = await updateFounder(client, partner.id, fields);

    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({
      success: true,
      message: 'Founder updated successfully!',
      data: { ...partner, last_name: 'Nasser', title: 'CEO', brief: '<p>Runs <em>sales</em>.</p>', linkedin_url: '', email: fields.email },
    });
    expect((await listFounders(client))[1]).toEqual(response.json.data);
  });

  it('replaces the avatar and deletes the old file once the row has committed', async () => {
    const { client, partner } = await teamOfTwo();
    const before = await app.storedKeys();
    const response = await updateFounder(client, partner.id, coFounder({ email: partner.email }), await png(300, 300));

    expect(response.status, response.text).toBe(200);
    expect(response.json.data.avatar_url).not.toBe(partner.avatar_url);
    const after = await app.storedKeys();
    expect(after.filter((key) => !before.includes(key))).toHaveLength(1);
    expect(before.filter((key) => !after.includes(key))).toHaveLength(1);
    expect((await client.get(response.json.data.avatar_url)).headers.get('content-type')).toBe('image/webp');
  });

  it('keeps the avatar when the update sends none', async () => {
    const { client, partner } = await teamOfTwo();
    const response = await updateFounder(client, partner.id, coFounder({ email: partner.email, title: 'COO' }));
    expect(response.status, response.text).toBe(200);
    expect(response.json.data.avatar_url).toBe(partner.avatar_url);
  });

  it('refuses invalid fields with 422 and changes nothing', async () => {
    const { client, partner, account } = await teamOfTwo();
    await expectUnchanged(client, async () => {
      expectValidationErrors(await updateFounder(client, partner.id, coFounder({ first_name: '', brief: '' })), {
        first_name: REQUIRED,
        brief: REQUIRED,
      });
      expectValidationErrors(await updateFounder(client, partner.id, coFounder({ email: account.email })), {
        email: 'A founder with this email is already on your team.',
      });
      const svg = { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'x.svg', type: 'image/svg+xml' };
      expectValidationErrors(await updateFounder(client, partner.id, coFounder({ email: partner.email }), svg), {
        avatar: 'Please upload a PNG, JPEG or WebP image.',
      });
    });
  });

  it('refuses any _method other than PUT or PATCH', async () => {
    const { client, partner } = await teamOfTwo();
    await expectUnchanged(client, async () => {
      const response = await client.request('POST', `/dashboard/founders/${partner.id}`, {
        form: multipart({ _method: 'DELETE', ...coFounder() }),
      });
      expect(response.status).toBe(405);
    });
  });
});

describe("the current user's own row", () => {
  it('cannot be edited here: 403 with the exact message', async () => {
    const { client, self } = await teamOfTwo();
    await expectUnchanged(client, async () => {
      const response = await updateFounder(client, self.id, coFounder({ email: self.email }), await png());
      expect(response.status).toBe(403);
      expect(response.json).toEqual({ success: false, message: EDIT_SELF });
    });
  });

  it('cannot be deleted: 403 with the exact message', async () => {
    const { client, self } = await teamOfTwo();
    await expectUnchanged(client, async () => {
      const response = await client.request('DELETE', `/dashboard/founders/${self.id}`);
      expect(response.status).toBe(403);
      expect(response.json).toEqual({ success: false, message: DELETE_SELF });
    });
  });
});

describe('DELETE /dashboard/founders/{id}', () => {
  it('removes a co-founder and their avatar file', async () => {
    const { client, self, partner } = await teamOfTwo();
    const before = await app.storedKeys();
    const response = await client.request('DELETE', `/dashboard/founders/${partner.id}`);

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, message: 'Founder removed successfully!', data: { id: partner.id } });
    expect(await listFounders(client)).toEqual([self]);
    expect(await app.storedKeys()).toHaveLength(before.length - 1);
    expect((await client.get(partner.avatar_url)).status).toBe(404);
    expect((await client.request('DELETE', `/dashboard/founders/${partner.id}`)).status).toBe(404);
  });
});

describe("another startup's founders", () => {
  it('answer 404 to update, delete and avatar, and stay unchanged', async () => {
    const owner = await teamOfTwo();
    const stranger = await newFounder(server());
    await expectUnchanged(owner.client, async () => {
      for (const target of [owner.partner, owner.self]) {
        for (const response of [
          await updateFounder(stranger.client, target.id, coFounder()),
          await stranger.client.request('DELETE', `/dashboard/founders/${target.id}`),
        ]) {
          expect(response.status).toBe(404);
          expect(response.json).toEqual(NOT_FOUND);
        }
      }
      expect((await stranger.client.get(owner.partner.avatar_url)).json).toEqual(NOT_FOUND);
    });
    expect(await listFounders(stranger.client)).toHaveLength(1);
  });
});

describe('access', () => {
  it('answers 401 on every founders route without a session', async () => {
    const anonymous = new Client(server());
    const id = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await anonymous.get('/api/startup/founders'),
      await addFounder(anonymous, coFounder()),
      await updateFounder(anonymous, id, coFounder()),
      await anonymous.request('DELETE', `/dashboard/founders/${id}`),
      await anonymous.get(`/api/startup/founders/${id}/avatar`),
    ]) {
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ success: false, message: 'Unauthenticated.' });
    }
  });

  it('answers 419 to add, update and delete without the CSRF token and changes nothing', async () => {
    const { client, partner } = await teamOfTwo();
    await expectUnchanged(client, async () => {
      for (const response of [
        await client.request('POST', '/dashboard/founders', { form: multipart(coFounder()), csrf: false }),
        await client.request('POST', `/dashboard/founders/${partner.id}`, {
          form: multipart({ _method: 'PUT', ...coFounder() }),
          csrf: false,
        }),
        await client.request('DELETE', `/dashboard/founders/${partner.id}`, { csrf: 'forged' }),
      ]) {
        expect(response.status).toBe(419);
        expect(response.json).toEqual({ success: false, message: 'CSRF token mismatch.' });
      }
    });
  });
});
