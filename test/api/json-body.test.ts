import { beforeAll, describe, expect, it } from 'vitest';
import { AI_PATHS } from '../../src/shared/ai.js';
import { PERSONAL_DETAILS_PATHS } from '../../src/shared/personal-details.js';
import { STARTUP_BRIEF_PATHS } from '../../src/shared/startup-brief.js';
import { minimalPdf } from './helpers/fixtures.js';
import { newFounder } from './helpers/resource.js';
import { Client, uniqueEmail, type RequestOptions } from './helpers/server.js';
import { multipart } from './helpers/uploads.js';
import { useTestServer } from './helpers/use-test-server.js';

const server = useTestServer();

const NOT_JSON = { success: false, message: 'Please send this request as JSON (Content-Type: application/json).' };

/** Ways to send a form that are not a JSON body, each as the request options of the test client. */
const notJsonBodies: [string, (form: Record<string, string>) => RequestOptions][] = [
  ['a multipart form', (form) => ({ form: multipart(form) })],
  ['JSON text labelled text/plain', (form) => ({ rawBody: JSON.stringify(form), headers: [['content-type', 'text/plain']] })],
  [
    'a urlencoded form',
    (form) => ({ rawBody: new URLSearchParams(form).toString(), headers: [['content-type', 'application/x-www-form-urlencoded']] }),
  ],
  ['no body and no content type', () => ({})],
  ['an empty body labelled JSON', () => ({ rawBody: '', headers: [['content-type', 'application/json']] })],
];

/** One record each founder owns alone, and one the startup shares. */
const records = [
  { paths: PERSONAL_DETAILS_PATHS, saved: { biography: '<p>Builds logistics software.</p>', gender: 'female', nationality: 'JO' } },
  { paths: STARTUP_BRIEF_PATHS, saved: { one_liner: 'Same-day delivery for Amman.', vision: '<p>Every parcel on time.</p>' } },
];

describe.each(records)('a save of $paths.save', ({ paths, saved }) => {
  let client: Client;
  let before: unknown;

  beforeAll(async () => {
    ({ client } = await newFounder(server));
    expect((await client.post(paths.save, saved)).status).toBe(200);
    before = (await client.get(paths.get)).json;
  });

  it.each(notJsonBodies)('answers 415 to %s and keeps the record', async (_case, options) => {
    const response = await client.request('POST', paths.save, options({}));
    expect(response.status, response.text).toBe(415);
    expect(response.json).toEqual(NOT_JSON);
    expect((await client.get(paths.get)).json).toEqual(before);
  });

  it('answers 422 to a JSON null, which is no form, and keeps the record', async () => {
    const response = await client.request('POST', paths.save, { rawBody: 'null', headers: [['content-type', 'application/json']] });
    expect(response.status, response.text).toBe(422);
    expect((await client.get(paths.get)).json).toEqual(before);
  });

  it('takes JSON with a charset parameter', async () => {
    const response = await client.request('POST', paths.save, {
      rawBody: JSON.stringify(saved),
      headers: [['content-type', 'Application/JSON; charset=UTF-8']],
    });
    expect(response.status, response.text).toBe(200);
  });

  it('still answers 401 and 419 before looking at the body', async () => {
    expect((await new Client(server).request('POST', paths.save, { form: multipart({}) })).status).toBe(401);
    expect((await client.request('POST', paths.save, { form: multipart({}), csrf: false })).status).toBe(419);
  });
});

describe('register and login', () => {
  const account = () => ({
    first_name: 'Lina',
    last_name: 'Haddad',
    email: uniqueEmail(),
    password: 'correct horse battery',
    startup_name: 'Olive Labs',
  });

  it.each(notJsonBodies)('register answers 415 to %s and creates no account', async (_case, options) => {
    const fields = account();
    const client = new Client(server);
    const response = await client.request('POST', '/api/auth/register', options(fields));
    expect(response.status, response.text).toBe(415);
    expect(response.json).toEqual(NOT_JSON);
    expect((await client.session()).json.data.user).toBeNull();
    expect((await client.login(fields.email, fields.password)).status).toBe(422);
  });

  it.each(notJsonBodies)('login answers 415 to %s and logs nobody in', async (_case, options) => {
    const { account: registered } = await newFounder(server);
    const client = new Client(server);
    const response = await client.request('POST', '/api/auth/login', options({ email: registered.email, password: registered.password }));
    expect(response.status, response.text).toBe(415);
    expect((await client.session()).json.data.user).toBeNull();
  });
});

describe('the AI assistant', () => {
  it.each([AI_PATHS.complete, AI_PATHS.stream])('%s answers 415 to a multipart request', async (path) => {
    const { client } = await newFounder(server);
    const response = await client.request('POST', path, { form: multipart({ prompt: 'Write a one-liner', action: 'improve' }) });
    expect(response.status, response.text).toBe(415);
    expect(response.json).toEqual(NOT_JSON);
  });
});

describe('routes without a JSON payload', () => {
  it('log out with no body and no content type', async () => {
    const { client } = await newFounder(server);
    const response = await client.request('POST', '/api/auth/logout');
    expect(response.status, response.text).toBe(200);
    expect((await client.session()).json.data.user).toBeNull();
  });

  it('take a deck as multipart and delete it with no body', async () => {
    const { client } = await newFounder(server);
    const deck = { data: minimalPdf(), name: 'deck.pdf', type: 'application/pdf' };
    const uploaded = await client.request('POST', '/api/pitch-deck', { form: multipart({ file_name: 'Seed deck' }, { deck_file: deck }) });
    expect(uploaded.status, uploaded.text).toBe(201);
    const deleted = await client.request('DELETE', `/api/pitch-deck/${uploaded.json.data.id}`);
    expect(deleted.status, deleted.text).toBe(200);
  });
});
