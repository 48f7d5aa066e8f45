import { describe, expect, it } from 'vitest';
import { CONTACT_DETAILS_PATHS } from '../../src/shared/contact-details.js';
import { STARTUP_DETAILS_PATHS } from '../../src/shared/startup-details.js';
import { VIDEO_PATHS } from '../../src/shared/video.js';
import { addFounder, coFounder, listFounders, REQUIRED } from './helpers/founders.js';
import { expectValidationErrors, newFounder } from './helpers/resource.js';
import { Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

const server = useTestServer();

// Bidi overrides, embeddings, isolates, marks and zero-width characters around and inside real names.
const RLO = '\u202E';
const ZERO_WIDTH_ONLY = '\u200B\u200C\u200D\u2060\uFEFF';
// A name that would start a new line in a mail, with a link to click; NUL, ESC, DEL, a C1 control and U+2028 inside.
const LURE = '\r\nverify at https://evil.example/login';
const withControls = (name: string) => `${name}\u0000\u001B${LURE}\u007F\u0085\u2028\t`;
const CLEANED_LURE = ' verify at https://evil.example/login';

describe('names', () => {
  it('registers with bidi controls and zero-width characters stripped from the names and the startup name', async () => {
    const client = new Client(server);
    const { response } = await client.register({
      first_name: `${RLO}Omar\u200B`,
      last_name: '\u2066Had\u200Bdad\u2069',
      startup_name: '\uFEFFOlive\u200E Labs\u061C',
    });
    expect(response.status, response.text).toBe(201);
    expect((await client.session()).json.data.user).toMatchObject({ first_name: 'Omar', last_name: 'Haddad' });
    expect((await client.get(STARTUP_DETAILS_PATHS.get)).json.data.name).toBe('Olive Labs');
    expect((await listFounders(client))[0]).toMatchObject({ first_name: 'Omar', last_name: 'Haddad' });
  });

  it('keeps the zero-width joiner and non-joiner that emoji and Persian names need', async () => {
    const client = new Client(server);
    const { response } = await client.register({ first_name: 'می\u200Cنا', last_name: 'Haddad', startup_name: 'Code 👩\u200D💻 Labs' });
    expect(response.status, response.text).toBe(201);
    expect((await client.session()).json.data.user).toMatchObject({ first_name: 'می\u200Cنا' });
    expect((await client.get(STARTUP_DETAILS_PATHS.get)).json.data.name).toBe('Code 👩\u200D💻 Labs');
  });

  it('registers with line breaks and control characters gone from the names and the startup name', async () => {
    const client = new Client(server);
    const { response } = await client.register({
      first_name: withControls('Omar'),
      last_name: withControls('Haddad'),
      startup_name: withControls('Zaytoun'),
    });
    expect(response.status, response.text).toBe(201);
    expect((await client.session()).json.data.user).toMatchObject({
      first_name: `Omar${CLEANED_LURE}`,
      last_name: `Haddad${CLEANED_LURE}`,
    });
    expect((await client.get(STARTUP_DETAILS_PATHS.get)).json.data.name).toBe(`Zaytoun${CLEANED_LURE}`);
    expect((await listFounders(client))[0]).toMatchObject({ first_name: `Omar${CLEANED_LURE}`, last_name: `Haddad${CLEANED_LURE}` });
  });

  it("saves a startup's and a co-founder's names without control characters", async () => {
    const { client } = await newFounder(server);
    const saved = await client.post(STARTUP_DETAILS_PATHS.save, { name: withControls('Qamar') });
    expect(saved.status, saved.text).toBe(200);
    expect((await client.get(STARTUP_DETAILS_PATHS.get)).json.data.name).toBe(`Qamar${CLEANED_LURE}`);

    const added = await addFounder(client, coFounder({ first_name: withControls('Sara'), last_name: '\tNasser\r\n' }));
    expect(added.status, added.text).toBe(201);
    expect((await listFounders(client))[1]).toMatchObject({ first_name: `Sara${CLEANED_LURE}`, last_name: 'Nasser' });
  });

  it('refuses a name of only line breaks and control characters as required, in Arabic for an Arabic reader', async () => {
    const client = new Client(server);
    const blank = '\r\n\t\u0000\u0085\u2028\u2029';
    const { response } = await client.register(
      { first_name: blank, last_name: 'Haddad', startup_name: blank },
      { headers: [['accept-language', 'ar']] },
    );
    expectValidationErrors(response, { first_name: 'هذا الحقل مطلوب.', startup_name: 'هذا الحقل مطلوب.' });
    expect((await client.session()).json.data.user).toBeNull();
  });

  it('refuses a name of only invisible characters at registration as a blank one', async () => {
    const client = new Client(server);
    const { response } = await client.register({ first_name: ZERO_WIDTH_ONLY, last_name: `${RLO}\u200F `, startup_name: '\u2066\u2069' });
    expectValidationErrors(response, { first_name: REQUIRED, last_name: REQUIRED, startup_name: REQUIRED });
    expect((await client.session()).json.data.user).toBeNull();
  });

  it('saves the startup name stripped, and refuses one of only zero-width characters', async () => {
    const { client } = await newFounder(server);
    expect((await client.post(STARTUP_DETAILS_PATHS.save, { name: `${RLO}Qamar\u202C Logistics` })).status).toBe(200);
    expect((await client.get(STARTUP_DETAILS_PATHS.get)).json.data.name).toBe('Qamar Logistics');

    expectValidationErrors(await client.post(STARTUP_DETAILS_PATHS.save, { name: ZERO_WIDTH_ONLY }), { name: REQUIRED });
    expect((await client.get(STARTUP_DETAILS_PATHS.get)).json.data.name).toBe('Qamar Logistics');
  });

  it("strips a co-founder's names and refuses invisible-only ones", async () => {
    const { client } = await newFounder(server);
    const added = await addFounder(client, coFounder({ first_name: '\u200FSara\u200B', last_name: `Nasser${RLO}` }));
    expect(added.status, added.text).toBe(201);
    expect(added.json.data).toMatchObject({ first_name: 'Sara', last_name: 'Nasser' });

    expectValidationErrors(await addFounder(client, coFounder({ first_name: ZERO_WIDTH_ONLY, last_name: '\u3164' })), {
      first_name: REQUIRED,
      last_name: REQUIRED,
    });
    expect(await listFounders(client)).toHaveLength(2);
  });
});

describe('links are stored as the WHATWG URL parser writes them', () => {
  it('contact details: scheme and host lower-cased, default port dropped, an Arabic host in punycode', async () => {
    const { client, account } = await newFounder(server);
    const saved = await client.post(CONTACT_DETAILS_PATHS.save, {
      emails: [{ value: account.email }],
      linkedin: 'HTTPS://WWW.LinkedIn.COM:443/in/Layla-Haddad',
      website: 'https://مثال.COM:443/عن',
    });
    expect(saved.status, saved.text).toBe(200);
    const expected = { linkedin: 'https://www.linkedin.com/in/Layla-Haddad', website: 'https://xn--mgbh0fb.com/%D8%B9%D9%86' };
    expect(saved.json.data).toMatchObject(expected);
    expect((await client.get(CONTACT_DETAILS_PATHS.get)).json.data).toMatchObject(expected);
  });

  it("a co-founder's LinkedIn link", async () => {
    const { client } = await newFounder(server);
    const added = await addFounder(client, coFounder({ linkedin_url: 'WWW.LinkedIn.COM/in/Omar' }));
    expect(added.status, added.text).toBe(201);
    expect(added.json.data.linkedin_url).toBe('https://www.linkedin.com/in/Omar');
    expect((await listFounders(client))[1].linkedin_url).toBe('https://www.linkedin.com/in/Omar');
  });

  it('the pitch video link, whose player stays the same', async () => {
    const { client } = await newFounder(server);
    const saved = await client.post(VIDEO_PATHS.save, { video_url: 'HTTP://WWW.YouTube.COM:80/watch?v=dQw4w9WgXcQ' });
    expect(saved.status, saved.text).toBe(200);
    expect((await client.get(VIDEO_PATHS.get)).json.data).toMatchObject({
      video_url: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });
});
