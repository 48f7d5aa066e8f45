import { describe, expect, it } from 'vitest';
import { MESSAGES_AR } from '../../src/shared/i18n/messages-ar.js';
import {
  APPLICATION_FIELDS,
  READINESS_FIELDS,
  READINESS_MESSAGES,
  READINESS_PATH,
  READINESS_SECTIONS,
} from '../../src/shared/readiness.js';
import { minimalPdf } from './helpers/fixtures.js';
import { addFounder, coFounder } from './helpers/founders.js';
import { newFounder } from './helpers/resource.js';
import { SAVE_PAYLOADS } from './helpers/security-routes.js';
import { Client } from './helpers/server.js';
import { multipart } from './helpers/uploads.js';
import { useTestServer } from './helpers/use-test-server.js';

const server = useTestServer();

const readiness = async (client: Client, headers?: [string, string][]) => {
  const response = await client.get(READINESS_PATH, { headers });
  expect(response.status, response.text).toBe(200);
  return response.json.data;
};

const missingFields = (data: { sections: { missing: { field: string }[] }[] }) =>
  data.sections.flatMap((section) => section.missing.map((entry) => entry.field));

/** Everything a program application needs, saved the way the dashboard saves it. */
async function fillApplication(client: Client) {
  const saves = [
    await client.post('/dashboard/startup-brief', {
      one_liner: 'Same-day freight for Amman.',
      description: '<p>We move parcels.</p>',
      problem: '<p>Freight is slow.</p>',
      solution: '<p>Vans on demand.</p>',
    }),
    await client.post('/startup/update-details', {
      name: 'Qamar Freight',
      business_stage: 'mvp',
      sector: 'logistics',
      headquarters: 'Amman',
    }),
    await client.request('POST', '/api/pitch-deck', {
      form: multipart({ file_name: 'Seed deck' }, { deck_file: { data: minimalPdf(), name: 'deck.pdf', type: 'application/pdf' } }),
    }),
  ];
  for (const save of saves) expect(save.status, save.text).toBeLessThan(300);
}

describe('GET /api/startup/readiness', () => {
  it('answers 401 without a session', async () => {
    const response = await new Client(server).get(READINESS_PATH);
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ success: false, message: 'Unauthenticated.' });
  });

  it('shows a new startup every field missing, keyed like the dashboard sections, and the one-liner as the next step', async () => {
    const { client } = await newFounder(server);
    const response = await client.get(READINESS_PATH);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const data = response.json.data;
    expect(data).toMatchObject({
      percent: 0,
      application_ready: false,
      application_filled: 0,
      application_total: APPLICATION_FIELDS.length,
    });
    expect(data.next).toEqual({ key: 'startupBrief', field: 'one_liner', modal: 'startup-brief-modal', tab: 'summary' });
    expect(data.sections.map((section: { key: string }) => section.key)).toEqual([...READINESS_SECTIONS]);
    expect(missingFields(data)).toEqual(READINESS_FIELDS.map((rule) => rule.field));
    expect(data.sections[0]).toEqual({
      key: 'contactDetails',
      percent: 0,
      modal: 'contact-details-modal',
      tab: null,
      missing: [
        { field: 'phones', label: READINESS_MESSAGES.phones },
        { field: 'linkedin', label: READINESS_MESSAGES.linkedin },
        { field: 'website', label: READINESS_MESSAGES.website },
      ],
    });
  });

  it('follows what is saved: application-ready once the brief, the details and a deck are in, then the rest of the profile', async () => {
    const { client } = await newFounder(server);
    await fillApplication(client);
    const ready = await readiness(client);
    expect(ready).toMatchObject({ application_ready: true, application_filled: APPLICATION_FIELDS.length });
    expect(ready.percent).toBeGreaterThan(0);
    expect(ready.percent).toBeLessThan(100);
    expect(ready.next).toEqual({ key: 'contactDetails', field: 'phones', modal: 'contact-details-modal', tab: null });

    // Everything else, through the same saves the forms send; a co-founder for the team.
    for (const [path, payload] of Object.entries(SAVE_PAYLOADS)) {
      const body =
        path === '/profile/update-contact-details'
          ? {
              ...payload(),
              phones: [{ number: '791234567', code: '+962', country: 'JO' }],
              linkedin: 'https://www.linkedin.com/in/lina',
              website: 'https://qamar.example',
            }
          : payload();
      const response = await client.post(path, body);
      expect(response.status, `${path}: ${response.text}`).toBe(200);
    }
    expect((await addFounder(client, coFounder())).status).toBe(201);
    const complete = await readiness(client);
    expect(complete).toMatchObject({ percent: 100, application_ready: true, next: null });
    expect(missingFields(complete)).toEqual([]);
  });

  it("counts only the caller's startup: another startup's brief, details, deck and founders never count", async () => {
    const { client: other } = await newFounder(server);
    await fillApplication(other);
    expect((await addFounder(other, coFounder())).status).toBe(201);
    expect((await readiness(other)).application_ready).toBe(true);

    const { client } = await newFounder(server);
    const data = await readiness(client);
    expect(data).toMatchObject({ percent: 0, application_filled: 0, application_ready: false });
  });

  it("says each missing field in the request's language", async () => {
    const { client } = await newFounder(server);
    const data = await readiness(client, [['accept-language', 'ar']]);
    const oneLiner = data.sections.find((section: { key: string }) => section.key === 'startupBrief').missing[0];
    expect(oneLiner).toEqual({ field: 'one_liner', label: MESSAGES_AR[READINESS_MESSAGES.one_liner] });
    expect(oneLiner.label).toMatch(/\p{Script=Arabic}/u);
    expect((await readiness(client, [['accept-language', 'en']])).sections[4].missing[0].label).toBe(READINESS_MESSAGES.one_liner);
  });

  it('leaves out the incorporation date and country of a startup that is not incorporated', async () => {
    const { client } = await newFounder(server);
    const before = missingFields(await readiness(client));
    expect(before).toEqual(expect.arrayContaining(['incorporation_date', 'country_of_incorporation']));
    expect((await client.post('/startup/update-details', { name: 'Qamar Freight', incorporation_type: 'not_incorporated' })).status).toBe(
      200,
    );
    const after = missingFields(await readiness(client));
    expect(after).not.toContain('incorporation_date');
    expect(after).not.toContain('country_of_incorporation');
    expect(after).not.toContain('incorporation_type');
  });

  it('counts the translation into the other language as GET translation does, without changing the percent (DESIGN §14)', async () => {
    const { client } = await newFounder(server);
    expect((await readiness(client)).translation).toEqual({ locale: 'ar', translated: 0, stale: 0, total: 0 });
    await client.post('/dashboard/startup-brief', { problem: '<p>Freight is slow.</p>', solution: '<p>Vans on demand.</p>' });
    const before = await readiness(client);
    await client.post('/api/startup/translation', { locale: 'ar', fields: { 'startup-brief.problem': '<p>الشحن بطيء.</p>' } });
    await client.post('/dashboard/startup-brief', { problem: '<p>Freight is very slow.</p>', solution: '<p>Vans on demand.</p>' });
    const after = await readiness(client);
    expect(after.translation).toEqual({ locale: 'ar', translated: 1, stale: 1, total: 2 });
    expect(after.translation).toEqual(
      expect.objectContaining({ translated: (await client.get('/api/startup/translation?locale=ar')).json.data.translated }),
    );
    expect({ percent: after.percent, ready: after.application_ready }).toEqual({
      percent: before.percent,
      ready: before.application_ready,
    });

    // An Arabic profile is counted towards its English version.
    await client.post('/startup/update-details', { name: 'Qamar Freight', profile_locale: 'ar' });
    expect((await readiness(client)).translation).toEqual({ locale: 'en', translated: 0, stale: 0, total: 2 });
  });
});
