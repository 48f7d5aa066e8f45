import { beforeEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../src/shared/ai.js';
import { MESSAGES } from '../../src/shared/api.js';
import { MESSAGES_AR } from '../../src/shared/i18n/messages-ar.js';
import { STARTUP_BRIEF_PATHS as BRIEF } from '../../src/shared/startup-brief.js';
import { STARTUP_DETAILS_PATHS as DETAILS } from '../../src/shared/startup-details.js';
import { TRANSLATION_MESSAGES, TRANSLATION_PATHS as PATHS } from '../../src/shared/translation.js';
import { openStream, parseEvents } from './helpers/ai.js';
import { startFakeOpenAi, type FakeRequest } from './helpers/fake-openai.js';
import { addFounder, coFounder, listFounders, updateFounder } from './helpers/founders.js';
import { expectNoActiveContent, expectValidationErrors, newFounder, XSS_PAYLOADS } from './helpers/resource.js';
import { type Client } from './helpers/server.js';
import { useStarted, useTestServer } from './helpers/use-test-server.js';

// DESIGN §14: the profile's public texts in the language it is not written in.

const fake = useStarted(startFakeOpenAi);
const server = useTestServer(() => ({
  env: { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-json', AI_TIMEOUT_MS: '2000' },
}));

const BRIEF_FIELDS = {
  one_liner: 'Same-day freight for small shops.',
  problem: '<p>Trucks run half empty. Shops wait a week.</p>',
  solution: '<p>We pool loads across shops.</p>',
};

async function readTranslation(client: Client, locale = 'ar') {
  const response = await client.get(`${PATHS.translation}?locale=${locale}`);
  expect(response.status, response.text).toBe(200);
  return response;
}

async function saveTranslation(client: Client, fields: Record<string, string>, headers: [string, string][] = []) {
  return client.post(PATHS.translation, { locale: 'ar', fields }, { headers });
}

/** A founder whose brief (and a co-founder) is saved in English. */
async function startupWithBrief() {
  const founder = await newFounder(server);
  expect((await founder.client.post(BRIEF.save, BRIEF_FIELDS)).status).toBe(200);
  return founder;
}

describe('the translation of the profile', () => {
  it('lists every public text of a new profile untranslated, counting only the texts with a source', async () => {
    const { client } = await newFounder(server);
    const response = await readTranslation(client);
    expect(response.headers.get('etag')).toBe('"0"');
    const { data } = response.json;
    const [own] = await listFounders(client);
    expect(Object.keys(data.fields)).toEqual([
      'startup-brief.one_liner',
      'startup-brief.description',
      'startup-brief.vision',
      'startup-brief.mission',
      'startup-brief.problem',
      'startup-brief.solution',
      'startup-brief.unique_value',
      'startup-brief.highlights',
      'fundraising.use_of_funds',
      `founders.${own.id}.title`,
      `founders.${own.id}.brief`,
    ]);
    expect(data.fields['startup-brief.problem']).toEqual({ value: '', stale: false, updated_at: null, updated_by: null });
    // The default title follows the reader's language already: nothing to translate.
    expect(data).toMatchObject({ locale: 'ar', translated: 0, stale: 0, total: 0 });
  });

  it('saves translated texts with the source they were made from, and marks them stale when the source changes', async () => {
    const { client, account } = await startupWithBrief();
    const saved = await saveTranslation(client, { 'startup-brief.problem': '<p>الشاحنات نصف فارغة. المتاجر تنتظر أسبوعًا.</p>' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.message).toBe(TRANSLATION_MESSAGES.saved);
    expect(saved.headers.get('etag')).toBe('"1"');
    expect(saved.json.data.fields['startup-brief.problem']).toEqual({
      value: '<p>الشاحنات نصف فارغة. المتاجر تنتظر أسبوعًا.</p>',
      stale: false,
      updated_at: expect.any(String),
      updated_by: { id: expect.any(String), first_name: account.first_name, last_name: account.last_name },
    });
    expect(saved.json.data).toMatchObject({ translated: 1, stale: 0, total: 3 });

    // Whitespace only: no change a reader sees.
    await client.post(BRIEF.save, { ...BRIEF_FIELDS, problem: '<p>Trucks run  half empty.\n Shops wait a week.</p>' });
    expect((await readTranslation(client)).json.data.stale).toBe(0);

    await client.post(BRIEF.save, { ...BRIEF_FIELDS, problem: '<p>Trucks run half empty. Shops wait ten days.</p>' });
    const stale = (await readTranslation(client)).json.data;
    expect(stale.fields['startup-brief.problem'].stale).toBe(true);
    expect(stale).toMatchObject({ translated: 1, stale: 1, total: 3 });

    // Changed back: the translation fits its source again.
    await client.post(BRIEF.save, BRIEF_FIELDS);
    expect((await readTranslation(client)).json.data.stale).toBe(0);
  });

  it('saves only the keys sent, removes a translation saved as blank, and keeps plain keys plain', async () => {
    const { client } = await startupWithBrief();
    await saveTranslation(client, {
      'startup-brief.one_liner': '<b>شحن</b> في اليوم نفسه',
      'startup-brief.solution': '<p>نجمع الشحنات.</p>',
    });
    const response = await saveTranslation(client, { 'startup-brief.solution': '' });
    expect(response.json.data.fields['startup-brief.one_liner'].value).toBe('شحن في اليوم نفسه');
    expect(response.json.data.fields['startup-brief.solution']).toEqual({ value: '', stale: false, updated_at: null, updated_by: null });
    expect(response.json.data.translated).toBe(1);
  });

  it.each(XSS_PAYLOADS)('sanitizes hostile rich text: %s', async (payload) => {
    const { client } = await startupWithBrief();
    const response = await saveTranslation(client, { 'startup-brief.problem': payload });
    expect(response.status, response.text).toBe(200);
    expectNoActiveContent(response.json.data.fields['startup-brief.problem'].value);
  });

  it("translates each founder's title and brief, and forgets them when the founder is deleted", async () => {
    const { client } = await newFounder(server);
    expect((await addFounder(client, coFounder({ title: 'CTO', brief: '<p>Builds the product.</p>' }))).status).toBe(201);
    const [, other] = await listFounders(client);
    const title = `founders.${other.id}.title`;
    const saved = await saveTranslation(client, { [title]: 'المدير التقني', [`founders.${other.id}.brief`]: '<p>يبني المنتج.</p>' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ translated: 2, total: 2 });

    await updateFounder(client, other.id, { ...coFounder({ email: other.email }), title: 'Chief Technology Officer' });
    expect((await readTranslation(client)).json.data.fields[title].stale).toBe(true);

    expect((await client.request('DELETE', `/dashboard/founders/${other.id}`)).status).toBe(200);
    const after = (await readTranslation(client)).json.data;
    expect(Object.keys(after.fields).filter((key) => key.includes(other.id))).toEqual([]);
    expect(after).toMatchObject({ translated: 0, total: 0 });
    // Added again under a new id, nothing of the old translation comes back.
    expect((await addFounder(client, coFounder())).status).toBe(201);
    expect((await readTranslation(client)).json.data.translated).toBe(0);
  });

  it('refuses a save based on an older version with 412 and the current translation, writing nothing', async () => {
    const { client } = await startupWithBrief();
    const etag = (await readTranslation(client)).headers.get('etag')!;
    expect((await saveTranslation(client, { 'startup-brief.problem': '<p>أولًا</p>' }, [['if-match', etag]])).status).toBe(200);
    const late = await saveTranslation(client, { 'startup-brief.problem': '<p>ثانيًا</p>' }, [['if-match', etag]]);
    expect(late.status).toBe(412);
    expect(late.json).toMatchObject({ success: false, message: MESSAGES.recordChanged });
    expect(late.json.data.fields['startup-brief.problem'].value).toBe('<p>أولًا</p>');
    expect(late.headers.get('etag')).toBe('"1"');
  });

  it('keeps a revision of the translation per save in its history (DESIGN §15)', async () => {
    const { client } = await startupWithBrief();
    await saveTranslation(client, { 'startup-brief.problem': '<p>أولًا</p>' });
    await saveTranslation(client, { 'startup-brief.problem': '<p>أولًا</p>' });
    await saveTranslation(client, { 'startup-brief.solution': '<p>ثانيًا</p>' });
    const history = (await client.get('/api/startup/history?record=translation&id=ar')).json.data;
    expect(history.map((entry: { fields: string[] }) => entry.fields)).toEqual([['startup-brief.solution'], ['startup-brief.problem']]);
  });
});

describe('bad translation requests', () => {
  it.each([
    ['the profile language', { locale: 'en', fields: {} }, { locale: TRANSLATION_MESSAGES.sameAsProfile }],
    ['an unknown language', { locale: 'fr', fields: {} }, { locale: TRANSLATION_MESSAGES.chooseLocale }],
    ['no fields', { locale: 'ar' }, { fields: undefined }],
  ])('refuses %s with 422', async (_label, body, errors) => {
    const { client } = await newFounder(server);
    expectValidationErrors(await client.post(PATHS.translation, body), errors);
  });

  it('refuses to read the translation into the profile language, in the language of the request', async () => {
    const { client } = await newFounder(server);
    const response = await client.get(`${PATHS.translation}?locale=en`, { headers: [['accept-language', 'ar']] });
    expectValidationErrors(response, { locale: MESSAGES_AR[TRANSLATION_MESSAGES.sameAsProfile] });
  });

  it('follows the profile language: an Arabic profile is translated into English', async () => {
    const { client } = await newFounder(server);
    await client.post(DETAILS.save, { name: 'Qamar', profile_locale: 'ar' });
    expect((await client.get(`${PATHS.translation}?locale=ar`)).status).toBe(422);
    expect((await readTranslation(client, 'en')).json.data.locale).toBe('en');
  });

  it('refuses unknown keys, over-long plain texts and another startup’s founder, saving nothing of the request', async () => {
    const { client } = await startupWithBrief();
    const stranger = await newFounder(server);
    const [strangerFounder] = await listFounders(stranger.client);
    const foreign = `founders.${strangerFounder.id}.brief`;
    const response = await saveTranslation(client, {
      'startup-brief.problem': '<p>صالح</p>',
      'startup-brief.secret': 'x',
      'startup-brief.one_liner': 'ش'.repeat(161),
    });
    expectValidationErrors(response, {
      'fields.startup-brief.secret': TRANSLATION_MESSAGES.unknownKey,
      'fields.startup-brief.one_liner': undefined,
    });
    expectValidationErrors(await saveTranslation(client, { 'startup-brief.problem': '<p>صالح</p>', [foreign]: '<p>x</p>' }), {
      [`fields.${foreign}`]: TRANSLATION_MESSAGES.unknownKey,
    });
    const after = (await readTranslation(client)).json.data;
    expect(after.translated).toBe(0);
    expect((await readTranslation(client)).headers.get('etag')).toBe('"0"');
    // The stranger's own translation is untouched and unseen.
    expect((await readTranslation(stranger.client)).json.data.fields[foreign]).toEqual({
      value: '',
      stale: false,
      updated_at: null,
      updated_by: null,
    });
  });

  it('refuses a founder deleted between the read and the save, saving nothing', async () => {
    const { client } = await startupWithBrief();
    await addFounder(client, coFounder());
    const [, other] = await listFounders(client);
    expect(Object.keys((await readTranslation(client)).json.data.fields)).toContain(`founders.${other.id}.brief`);
    await client.request('DELETE', `/dashboard/founders/${other.id}`);
    const response = await saveTranslation(client, {
      'startup-brief.problem': '<p>صالح</p>',
      [`founders.${other.id}.brief`]: '<p>يبني.</p>',
    });
    expectValidationErrors(response, { [`fields.founders.${other.id}.brief`]: TRANSLATION_MESSAGES.unknownKey });
    expect((await readTranslation(client)).json.data.translated).toBe(0);
  });

  it("never shows one startup's translation to another", async () => {
    const owner = await startupWithBrief();
    await saveTranslation(owner.client, { 'startup-brief.problem': '<p>سرّ الشركة</p>' });
    const other = await newFounder(server);
    const seen = await readTranslation(other.client);
    expect(seen.text).not.toContain('سرّ الشركة');
  });
});

const ARABIC: Record<string, string> = {
  'Same-day freight for small shops.': 'شحن في اليوم نفسه للمتاجر الصغيرة.',
  '<p>Trucks run half empty. Shops wait a week.</p>': '<p>الشاحنات تسير نصف فارغة. المتاجر تنتظر أسبوعًا.</p>',
  '<p>We pool loads across shops.</p>': '<p>نجمع الشحنات بين المتاجر.</p>',
};
const EDITED_PROBLEM = '<p>Trucks run half empty. Shops wait ten days.</p>';
const UPDATED_PROBLEM = '<p>الشاحنات تسير نصف فارغة. المتاجر تنتظر عشرة أيام.</p>';

const userMessage = (body: FakeRequest['body']) => body.messages.find((message) => message.role === 'user')!.content;
const between = (text: string, marker: string) => new RegExp(`<<<${marker}\\n([\\s\\S]*?)\\n${marker}>>>`).exec(text)?.[1];

/** A model that follows the rules: translates each known text, and for an update changes the one sentence that changed. */
function translator(body: FakeRequest['body']): string {
  const user = userMessage(body);
  if (between(user, 'NEW_SOURCE') === EDITED_PROBLEM) return JSON.stringify({ translation: UPDATED_PROBLEM });
  return JSON.stringify({ translation: ARABIC[between(user, 'SOURCE') ?? ''] ?? '' });
}

async function draftTranslation(client: Client, body: Record<string, unknown> = { locale: 'ar' }, headers: [string, string][] = []) {
  return client.post(PATHS.draft, body, { headers });
}

describe('drafting the translation with the assistant', () => {
  beforeEach(() => {
    fake.mode = 'ok';
    fake.respond = translator;
  });

  it('drafts every missing text, saves it, then updates only what changed after an edit of its source (DESIGN §14 end to end)', async () => {
    const { client } = await startupWithBrief();
    expect((await readTranslation(client)).json.data).toMatchObject({ translated: 0, total: 3 });

    const drafted = await draftTranslation(client);
    expect(drafted.status, drafted.text).toBe(200);
    expect(drafted.json.data.skipped).toEqual([]);
    expect(Object.fromEntries(drafted.json.data.proposals.map(({ key, value }: { key: string; value: string }) => [key, value]))).toEqual({
      'startup-brief.one_liner': ARABIC[BRIEF_FIELDS.one_liner],
      'startup-brief.problem': ARABIC[BRIEF_FIELDS.problem],
      'startup-brief.solution': ARABIC[BRIEF_FIELDS.solution],
    });
    // A draft writes nothing.
    expect((await readTranslation(client)).headers.get('etag')).toBe('"0"');

    const etag = (await readTranslation(client)).headers.get('etag')!;
    const fields = Object.fromEntries(drafted.json.data.proposals.map(({ key, value }: { key: string; value: string }) => [key, value]));
    expect((await saveTranslation(client, fields, [['if-match', etag]])).json.data).toMatchObject({ translated: 3, stale: 0 });

    await client.post(BRIEF.save, { ...BRIEF_FIELDS, problem: EDITED_PROBLEM });
    expect((await readTranslation(client)).json.data).toMatchObject({ translated: 3, stale: 1 });

    const asked = fake.requests.length;
    const update = await draftTranslation(client);
    expect(update.json.data.proposals).toEqual([{ key: 'startup-brief.problem', value: UPDATED_PROBLEM }]);
    // One request, carrying the old source, the new source and the old translation.
    expect(fake.requests.length).toBe(asked + 1);
    const request = userMessage(fake.requests.at(-1)!.body);
    expect(between(request, 'OLD_SOURCE')).toBe(BRIEF_FIELDS.problem);
    expect(between(request, 'NEW_SOURCE')).toBe(EDITED_PROBLEM);
    expect(between(request, 'OLD_TRANSLATION')).toBe(ARABIC[BRIEF_FIELDS.problem]);
    expect(fake.requests.at(-1)!.body.response_format?.type).toBe('json_schema');

    const saved = await saveTranslation(client, { 'startup-brief.problem': UPDATED_PROBLEM });
    expect(saved.json.data).toMatchObject({ translated: 3, stale: 0 });
    expect(saved.json.data.fields['startup-brief.problem']).toMatchObject({ value: UPDATED_PROBLEM, stale: false });
  });

  it('streams one proposal per text as it is ready, then done with the whole draft', async () => {
    const { client } = await startupWithBrief();
    const response = await openStream(server, client, { locale: 'ar' }, undefined, { path: PATHS.draftStream });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseEvents<unknown>(await response.text());
    expect(events.map((event) => event.event)).toEqual(['proposal', 'proposal', 'proposal', 'done']);
    expect(events.at(-1)!.data).toEqual({ proposals: events.slice(0, 3).map((event) => event.data), skipped: [] });
  });

  it('skips a text the provider answers empty or in the wrong language, and sanitizes hostile rich text', async () => {
    const { client } = await startupWithBrief();
    fake.respond = (body) => {
      const source = between(userMessage(body), 'SOURCE');
      if (source === BRIEF_FIELDS.one_liner) return JSON.stringify({ translation: '   ' });
      if (source === BRIEF_FIELDS.solution) return JSON.stringify({ translation: '<p>We pool loads across shops (مترجم).</p>' });
      return JSON.stringify({ translation: '<p>الشاحنات فارغة</p><script>alert(1)</script><img src=x onerror=alert(1)>' });
    };
    const response = await draftTranslation(client);
    expect(response.json.data.skipped).toEqual(
      expect.arrayContaining([
        { key: 'startup-brief.one_liner', reason: 'empty' },
        { key: 'startup-brief.solution', reason: 'wrong_language' },
      ]),
    );
    expect(response.json.data.proposals).toEqual([{ key: 'startup-brief.problem', value: '<p>الشاحنات فارغة</p>' }]);
  });

  it('asks once more for an unreadable answer, then answers 502 in the user’s language; a failing provider is 502 too', async () => {
    const { client } = await startupWithBrief();
    fake.respond = () => 'not json at all';
    const asked = fake.requests.length;
    const garbage = await draftTranslation(client, { locale: 'ar', keys: ['startup-brief.problem'] }, [['accept-language', 'ar']]);
    expect(garbage.status).toBe(502);
    expect(garbage.json).toEqual({ success: false, message: MESSAGES_AR[AI_MESSAGES.unreadableAnswer] });
    expect(fake.requests.length).toBe(asked + 2);
    fake.mode = 'error500';
    expect((await draftTranslation(client)).status).toBe(502);
    const stream = await openStream(server, client, { locale: 'ar' }, undefined, { path: PATHS.draftStream });
    expect(parseEvents(await stream.text()).at(-1)).toEqual({ event: 'error', data: { message: expect.any(String) } });
  });

  it('refuses the profile language, unknown keys and another startup’s founder before asking the provider', async () => {
    const { client } = await startupWithBrief();
    const stranger = await newFounder(server);
    const [strangerFounder] = await listFounders(stranger.client);
    const asked = fake.requests.length;
    expectValidationErrors(await draftTranslation(client, { locale: 'en' }), { locale: TRANSLATION_MESSAGES.sameAsProfile });
    expectValidationErrors(await draftTranslation(client, { locale: 'ar', keys: ['startup-brief.secret'] }), {
      keys: TRANSLATION_MESSAGES.unknownKey,
    });
    expectValidationErrors(await draftTranslation(client, { locale: 'ar', keys: [`founders.${strangerFounder.id}.brief`] }), {
      keys: TRANSLATION_MESSAGES.unknownKey,
    });
    expect(fake.requests.length).toBe(asked);
  });
});

describe('drafting the translation with the assistant off', () => {
  const offline = useTestServer();

  it('answers 503 with how to turn it on, on both routes', async () => {
    const { client } = await newFounder(offline);
    const response = await client.post(PATHS.draft, { locale: 'ar' });
    expect(response.status).toBe(503);
    expect(response.json).toMatchObject({ success: false, message: AI_MESSAGES.notConfigured });
    const stream = await openStream(offline, client, { locale: 'ar' }, undefined, { path: PATHS.draftStream });
    expect(stream.status).toBe(503);
  });
});
