import { beforeAll, describe, expect, it } from 'vitest';
import {
  PROGRAM_DURATIONS,
  PROGRAM_LOCATIONS,
  PROGRAM_PREFERENCES_PATHS as PATHS,
  PROGRAM_TYPES,
} from '../../src/shared/program-preferences.js';
import { STARTUP_LOCATION_COUNTRIES } from '../../src/shared/countries.js';
import { describeResourceAccess, expectValidationErrors, neverSaved, newFounder, savedBy } from './helpers/resource.js';
import { type Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

const server = useTestServer();
/** A founder for checks that need no blank slate (rejections write nothing; single-field saves). */
let scratch: Client;

beforeAll(async () => {
  scratch = (await newFounder(server)).client;
});

const validPayload = () => ({
  program_type: 'acceleration',
  program_duration: '6_months',
  program_location: 'hybrid',
  program_start_date: '2026-09-01',
  startup_locations: ['JO', 'AE', 'SA'],
});

const blank = { program_type: '', program_duration: '', program_location: '', program_start_date: '', startup_locations: [] };

describeResourceAccess(() => server, PATHS, validPayload);

describe('program preferences', () => {
  it('shows a new startup blank preferences and no locations', async () => {
    const { client } = await newFounder(server);
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data: neverSaved(blank) });
  });

  it('saves every field and reads the same back, locations in the order given', async () => {
    const { client, account } = await newFounder(server);
    const saved = await client.post(PATHS.save, validPayload());
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({
      success: true,
      message: 'Program preferences saved successfully!',
      data: savedBy(account, validPayload()),
    });
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data: savedBy(account, validPayload()) });
  });

  it('saves all 22 startup locations and clears them again', async () => {
    const { client, account } = await newFounder(server);
    const all = await client.post(PATHS.save, { ...validPayload(), startup_locations: [...STARTUP_LOCATION_COUNTRIES] });
    expect(all.json.data.startup_locations).toEqual([...STARTUP_LOCATION_COUNTRIES]);

    const none = await client.post(PATHS.save, { program_type: 'incubation' });
    expect(none.json.data).toEqual(savedBy(account, { ...blank, program_type: 'incubation' }));
  });

  it('keeps a repeated location once and upper-cases codes', async () => {
    const response = await scratch.post(PATHS.save, { startup_locations: ['jo', 'JO', 'eg'] });
    expect(response.status).toBe(200);
    expect(response.json.data.startup_locations).toEqual(['JO', 'EG']);
  });

  it.each([
    ...PROGRAM_TYPES.map((value) => ['program_type', value] as const),
    ...PROGRAM_DURATIONS.map((value) => ['program_duration', value] as const),
    ...PROGRAM_LOCATIONS.map((value) => ['program_location', value] as const),
  ])('accepts %s %s', async (field, value) => {
    const response = await scratch.post(PATHS.save, { [field]: value });
    expect(response.status).toBe(200);
    expect(response.json.data[field]).toBe(value);
  });

  it('rejects values outside each enumeration, naming each field', async () => {
    const response = await scratch.post(PATHS.save, { program_type: 'bootcamp', program_duration: '2_months', program_location: 'moon' });
    expectValidationErrors(response, {
      program_type: 'Please choose a valid option.',
      program_duration: 'Please choose a valid option.',
      program_location: 'Please choose a valid option.',
    });
  });

  it.each(['2023-02-30', '2026-13-01', '01-09-2026', 'next month'])('rejects the start date %s', async (date) => {
    expectValidationErrors(await scratch.post(PATHS.save, { program_start_date: date }), {
      program_start_date: 'Please enter a valid date (YYYY-MM-DD).',
    });
  });

  it('rejects a location outside the 22 countries, naming its index', async () => {
    const response = await scratch.post(PATHS.save, { startup_locations: ['JO', 'FR'] });
    expectValidationErrors(response, { 'startup_locations.1': 'Please choose countries from the list.' });
  });

  it('leaves the saved preferences untouched when a save is rejected', async () => {
    const { client, account } = await newFounder(server);
    await client.post(PATHS.save, validPayload());
    const response = await client.post(PATHS.save, { ...validPayload(), startup_locations: ['EG'], program_start_date: '2026-02-30' });
    expect(response.status).toBe(422);
    expect((await client.get(PATHS.get)).json.data).toEqual(savedBy(account, validPayload()));
  });

  it('ignores fields it does not know', async () => {
    const { client, account } = await newFounder(server);
    const response = await client.post(PATHS.save, { ...validPayload(), startup_id: 'another', all_locations: true });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual(savedBy(account, validPayload()));
  });
});
