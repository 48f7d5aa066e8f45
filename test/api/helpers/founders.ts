import { expect } from 'vitest';
import { pngImage } from './fixtures.js';
import { Client, uniqueEmail } from './server.js';
import { multipart, type FilePart, type UploadServer } from './uploads.js';

export const REQUIRED = 'This field is required.';

/** A valid co-founder form with a unique email. */
export const coFounder = (overrides: Record<string, string> = {}) => ({
  first_name: 'Omar',
  last_name: 'Khalil',
  email: uniqueEmail(),
  title: 'CTO',
  brief: '<p>Builds the product.</p>',
  linkedin_url: 'https://www.linkedin.com/in/omar-khalil',
  ...overrides,
});

export function addFounder(client: Client, fields: Record<string, string>, avatar?: FilePart) {
  return client.request('POST', '/dashboard/founders', { form: multipart(fields, avatar ? { avatar } : {}) });
}

export function updateFounder(client: Client, id: string, fields: Record<string, string>, avatar?: FilePart) {
  return client.request('POST', `/dashboard/founders/${id}`, { form: multipart({ _method: 'PUT', ...fields }, avatar ? { avatar } : {}) });
}

export const listFounders = async (client: Client) => (await client.get('/api/startup/founders')).json.data;

export async function png(width = 1200, height = 800): Promise<FilePart> {
  return { data: await pngImage(width, height), name: 'me.png', type: 'image/png' };
}

/** Runs `act`, then checks the team and the stored files are exactly as before. */
export async function expectUnchanged(app: UploadServer, client: Client, act: () => Promise<unknown>) {
  const team = await listFounders(client);
  const files = await app.storedKeys();
  await act();
  expect(await listFounders(client)).toEqual(team);
  expect(await app.storedKeys()).toEqual(files);
}
