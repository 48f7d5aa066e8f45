import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_STAGES,
  COMPANY_SIZES,
  FINANCIAL_PERFORMANCES,
  INCORPORATION_TYPES,
  SECTORS,
  STARTUP_DETAILS_PATHS as PATHS,
} from '../../src/shared/startup-details.js';
import { describeResourceAccess, expectValidationErrors, neverSaved, newFounder, savedBy } from './helpers/resource.js';
import { Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

const server = useTestServer();
/** A founder for checks that need no blank slate (rejections write nothing; single-field saves). */
let scratch: Client;

beforeAll(async () => {
  scratch = (await newFounder(server)).client;
});

const validPayload = () => ({
  name: 'Qamar Logistics',
  business_stage: 'early_revenue',
  sector: 'logistics',
  company_size: '11_50',
  financial_performance: '100k_1m',
  incorporation_type: 'llc',
  incorporation_date: '2022-03-15',
  country_of_incorporation: 'JO',
  headquarters: 'Amman, Jordan',
  profile_locale: 'ar',
});

function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describeResourceAccess(() => server, PATHS, validPayload);

describe('startup details', () => {
  it('shows a new startup its registered name and blank details', async () => {
    const { client, account } = await newFounder(server);
    expect((await client.get(PATHS.get)).json).toEqual({
      success: true,
      data: neverSaved({
        name: account.startup_name,
        business_stage: '',
        sector: '',
        company_size: '',
        financial_performance: '',
        incorporation_type: '',
        incorporation_date: '',
        country_of_incorporation: '',
        headquarters: '',
        profile_locale: 'en',
      }),
    });
  });

  it('writes the profile in the language its founder registered in (DESIGN §14)', async () => {
    const client = new Client(server);
    await client.register({}, { headers: [['accept-language', 'ar']] });
    expect((await client.get(PATHS.get)).json.data.profile_locale).toBe('ar');
  });

  it('keeps the saved profile language when a save leaves it out', async () => {
    const { client } = await newFounder(server);
    await client.post(PATHS.save, validPayload());
    const { profile_locale: _left_out, ...withoutLocale } = validPayload();
    const saved = await client.post(PATHS.save, { ...withoutLocale, headquarters: 'Dubai' });
    expect(saved.json.data).toMatchObject({ headquarters: 'Dubai', profile_locale: 'ar' });
    const back = await client.post(PATHS.save, { ...withoutLocale, profile_locale: 'en' });
    expect(back.json.data.profile_locale).toBe('en');
  });

  it.each(['fr', '', 'AR'])('rejects the profile language %j, in the language of the request', async (locale) => {
    const response = await scratch.post(PATHS.save, { name: 'Scratch', profile_locale: locale }, { headers: [['accept-language', 'ar']] });
    expectValidationErrors(response, { profile_locale: 'يُرجى اختيار الإنجليزية أو العربية.' });
  });

  it('saves every field, renames the startup, and reads the same back', async () => {
    const { client, account } = await newFounder(server);
    const saved = await client.post(PATHS.save, validPayload());
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ success: true, message: 'Startup details saved successfully!', data: savedBy(account, validPayload()) });
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data: savedBy(account, validPayload()) });
  });

  it.each([
    ...BUSINESS_STAGES.map((value) => ['business_stage', value] as const),
    ...SECTORS.map((value) => ['sector', value] as const),
    ...COMPANY_SIZES.map((value) => ['company_size', value] as const),
    ...FINANCIAL_PERFORMANCES.map((value) => ['financial_performance', value] as const),
    ...INCORPORATION_TYPES.map((value) => ['incorporation_type', value] as const),
  ])('accepts %s %s', async (field, value) => {
    const response = await scratch.post(PATHS.save, { name: 'Scratch', [field]: value });
    expect(response.status).toBe(200);
    expect(response.json.data[field]).toBe(value);
  });

  it('rejects values outside each enumeration, naming each field', async () => {
    const response = await scratch.post(PATHS.save, {
      name: 'Scratch',
      business_stage: 'unicorn',
      sector: 'crypto',
      company_size: '5',
      financial_performance: 'profitable',
      incorporation_type: 'plc',
    });
    expectValidationErrors(response, {
      business_stage: 'Please choose a valid option.',
      sector: 'Please choose a valid option.',
      company_size: 'Please choose a valid option.',
      financial_performance: 'Please choose a valid option.',
      incorporation_type: 'Please choose a valid option.',
    });
  });

  it.each([
    ['blank', '   '],
    ['missing', undefined],
    ['over 200 characters', 'Q'.repeat(201)],
  ])('rejects a startup name that is %s', async (_label, name) => {
    expectValidationErrors(await scratch.post(PATHS.save, { name }), { name: undefined });
  });

  it('accepts a 200-character name and headquarters, and rejects 201 for headquarters', async () => {
    const ok = await scratch.post(PATHS.save, { name: 'N'.repeat(200), headquarters: 'H'.repeat(200) });
    expect(ok.status).toBe(200);
    expectValidationErrors(await scratch.post(PATHS.save, { name: 'Scratch', headquarters: 'H'.repeat(201) }), {
      headquarters: 'Must be at most 200 characters.',
    });
  });

  it('accepts an incorporation date of today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await scratch.post(PATHS.save, { name: 'Scratch', incorporation_date: today });
    expect(response.status).toBe(200);
    expect(response.json.data.incorporation_date).toBe(today);
  });

  it.each([
    ['in the future', isoDateInDays(3), 'Incorporation date cannot be in the future.'],
    ['impossible', '2023-02-30', 'Please enter a valid date (YYYY-MM-DD).'],
    ['not Y-m-d', '15/03/2022', 'Please enter a valid date (YYYY-MM-DD).'],
  ])('rejects an incorporation date that is %s', async (_label, date, message) => {
    expectValidationErrors(await scratch.post(PATHS.save, { name: 'Scratch', incorporation_date: date }), { incorporation_date: message });
  });

  it('rejects an unknown country of incorporation', async () => {
    expectValidationErrors(await scratch.post(PATHS.save, { name: 'Scratch', country_of_incorporation: 'ZZ' }), {
      country_of_incorporation: 'Please choose a valid country.',
    });
  });

  it('leaves the saved details and the name untouched when a save is rejected', async () => {
    const { client, account } = await newFounder(server);
    await client.post(PATHS.save, validPayload());
    const response = await client.post(PATHS.save, { ...validPayload(), name: 'Renamed', sector: 'crypto' });
    expect(response.status).toBe(422);
    expect((await client.get(PATHS.get)).json.data).toEqual(savedBy(account, validPayload()));
  });

  it('drops NUL characters, which PostgreSQL cannot store, instead of failing', async () => {
    const response = await scratch.post(PATHS.save, { name: 'Qamar\u0000 Logistics', headquarters: 'Amman\u0000' });
    expect(response.status, response.text).toBe(200);
    expect(response.json.data).toMatchObject({ name: 'Qamar Logistics', headquarters: 'Amman' });
  });

  it('ignores fields it does not know', async () => {
    const { client, account } = await newFounder(server);
    const response = await client.post(PATHS.save, { ...validPayload(), id: 'another-startup', created_at: '2000-01-01' });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual(savedBy(account, validPayload()));
  });
});
