import { beforeAll, describe, expect, it } from 'vitest';
import { GENDERS, PERSONAL_DETAILS_PATHS as PATHS } from '../../src/shared/personal-details.js';
import { describeResourceAccess, expectNoActiveContent, expectValidationErrors, newFounder, XSS_PAYLOADS } from './helpers/resource.js';
import { type Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

const server = useTestServer();
/** A founder for checks that need no blank slate (rejections write nothing; single-field saves). */
let scratch: Client;

beforeAll(async () => {
  scratch = (await newFounder(server)).client;
});

const validPayload = () => ({
  biography: '<p>Founder of <strong>Qamar Logistics</strong>, ten years in <em>supply chains</em>.</p><ul><li>Amman</li></ul>',
  birth_date: '1990-04-12',
  gender: 'female',
  nationality: 'JO',
  country_of_residence: 'AE',
});

/** Who a new account is on its team (DESIGN §8): the GET shows it beside the personal fields. */
const identity = { first_name: 'Lina', last_name: 'Haddad', title: 'Founder', linkedin_url: '', avatar_url: '' };
const savedDetails = () => ({ ...validPayload(), ...identity });
const blank = { biography: '', birth_date: '', gender: '', nationality: '', country_of_residence: '', ...identity };

function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describeResourceAccess(() => server, PATHS, validPayload);

describe('personal details', () => {
  it('shows a new account blank personal details', async () => {
    const { client } = await newFounder(server);
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data: blank });
  });

  it('saves every field and reads the same back', async () => {
    const { client } = await newFounder(server);
    const saved = await client.post(PATHS.save, validPayload());
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ success: true, message: 'Personal details saved successfully!', data: savedDetails() });
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data: savedDetails() });
  });

  it('upper-cases country codes and clears fields sent blank or null', async () => {
    const { client } = await newFounder(server);
    const first = await client.post(PATHS.save, { ...validPayload(), nationality: 'jo', country_of_residence: ' sa ' });
    expect(first.json.data).toMatchObject({ nationality: 'JO', country_of_residence: 'SA' });

    const cleared = await client.post(PATHS.save, { biography: '<p></p>', birth_date: '', gender: null, nationality: '' });
    expect(cleared.json.data).toEqual(blank);
    expect((await client.get(PATHS.get)).json.data).toEqual(blank);
  });

  it.each(GENDERS)('accepts the gender %s', async (gender) => {
    const response = await scratch.post(PATHS.save, { gender });
    expect(response.status).toBe(200);
    expect(response.json.data.gender).toBe(gender);
  });

  it.each([
    ['Arabic-Indic', '١٩٩٠-٠٤-١٢'],
    ['Persian', '۱۹۹۰-۰۴-۱۲'],
  ])('stores a birth date typed in %s digits in Latin ones', async (_label, birthDate) => {
    const response = await scratch.post(PATHS.save, { birth_date: birthDate });
    expect(response.status, response.text).toBe(200);
    expect((await scratch.get(PATHS.get)).json.data.birth_date).toBe('1990-04-12');
  });

  it.each([
    ['an impossible date', '2023-02-30', 'Please enter a valid date (YYYY-MM-DD).'],
    ['a day-first date', '12/04/1990', 'Please enter a valid date (YYYY-MM-DD).'],
    ['a date without leading zeros', '1990-4-12', 'Please enter a valid date (YYYY-MM-DD).'],
    ['a timestamp', '1990-04-12T00:00:00Z', 'Please enter a valid date (YYYY-MM-DD).'],
    ['a date in the future', isoDateInDays(3), 'Birth date must be in the past.'],
    ['a date before 1900', '1899-12-31', 'Birth date must be after 1900.'],
  ])('rejects a birth date that is %s', async (_label, birthDate, message) => {
    expectValidationErrors(await scratch.post(PATHS.save, { birth_date: birthDate }), { birth_date: message });
  });

  it('rejects an unknown gender and unknown countries, naming each field', async () => {
    const response = await scratch.post(PATHS.save, { gender: 'other', nationality: 'Jordan', country_of_residence: 'XX' });
    expectValidationErrors(response, {
      gender: 'Please choose a valid option.',
      nationality: 'Please choose a valid country.',
      country_of_residence: 'Please choose a valid country.',
    });
  });

  it.each(XSS_PAYLOADS)('stores a biography of %s without anything that runs', async (payload) => {
    const response = await scratch.post(PATHS.save, { biography: payload });
    expect(response.status).toBe(200);
    expectNoActiveContent(response.json.data.biography);
    expectNoActiveContent((await scratch.get(PATHS.get)).json.data.biography);
  });

  it('keeps safe links and marks them noopener', async () => {
    const response = await scratch.post(PATHS.save, { biography: '<p><a href="https://qamar.example" target="_blank">Qamar</a></p>' });
    expect(response.json.data.biography).toBe('<p><a href="https://qamar.example" rel="noopener noreferrer nofollow">Qamar</a></p>');
  });

  it('leaves the saved details untouched when a save is rejected', async () => {
    const { client } = await newFounder(server);
    await client.post(PATHS.save, validPayload());
    const response = await client.post(PATHS.save, { ...validPayload(), biography: '<p>New</p>', gender: 'robot' });
    expect(response.status).toBe(422);
    expect((await client.get(PATHS.get)).json.data).toEqual(savedDetails());
  });

  it('ignores fields it does not know', async () => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, { ...validPayload(), user_id: 'someone-else', email: 'x@example.com' });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual(savedDetails());
  });
});
