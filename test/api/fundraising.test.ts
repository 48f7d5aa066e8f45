import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_STAGES, FUNDRAISING_PATHS as PATHS } from '../../src/shared/fundraising.js';
import {
  describeResourceAccess,
  expectNoActiveContent,
  expectValidationErrors,
  neverSaved,
  newFounder,
  savedBy,
  XSS_PAYLOADS,
} from './helpers/resource.js';
import { type Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

const server = useTestServer();
/** A founder for checks that need no blank slate (rejections write nothing; single-field saves). */
let scratch: Client;

beforeAll(async () => {
  scratch = (await newFounder(server)).client;
});

const validPayload = () => ({
  required_amount: 750000,
  currency: 'USD',
  current_stage: 'seed',
  min_ticket_size: '25000.50',
  max_ticket_size: 150000,
  use_of_funds: '<ul><li>40% fleet partnerships</li><li>35% product</li><li>25% expansion to Riyadh</li></ul>',
});

const saved = {
  required_amount: '750000',
  currency: 'USD',
  current_stage: 'seed',
  min_ticket_size: '25000.50',
  max_ticket_size: '150000',
  use_of_funds: '<ul><li>40% fleet partnerships</li><li>35% product</li><li>25% expansion to Riyadh</li></ul>',
};

const blank = { required_amount: '', currency: 'USD', current_stage: '', min_ticket_size: '', max_ticket_size: '', use_of_funds: '' };

describeResourceAccess(() => server, PATHS, validPayload);

describe('fundraising', () => {
  it('shows a new startup blank amounts in USD', async () => {
    const { client } = await newFounder(server);
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data: neverSaved(blank) });
  });

  it('saves every field and reads amounts back as exact decimal strings', async () => {
    const { client, account } = await newFounder(server);
    const response = await client.post(PATHS.save, validPayload());
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ success: true, message: 'Fundraising details saved successfully!', data: savedBy(account, saved) });
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data: savedBy(account, saved) });
  });

  it.each([
    [1234567.89, '1234567.89'],
    ['1234567.89', '1234567.89'],
    ['0.1', '0.10'],
    [0.07, '0.07'],
    ['100.5', '100.50'],
    ['100.00', '100'],
    ['007', '7'],
    [0, '0'],
    ['999999999999.99', '999999999999.99'],
    ['٧٥٠٠٠٠', '750000'],
    ['١٢٣٫٥', '123.50'],
    ['۱۲۳.۴۵', '123.45'],
  ])('round-trips the amount %j exactly as %s', async (amount, expected) => {
    const response = await scratch.post(PATHS.save, { required_amount: amount, min_ticket_size: amount, max_ticket_size: amount });
    expect(response.status, response.text).toBe(200);
    const { data } = (await scratch.get(PATHS.get)).json;
    expect([data.required_amount, data.min_ticket_size, data.max_ticket_size]).toEqual([expected, expected, expected]);
  });

  it.each([
    ['negative', -1, 'Amount cannot be negative.'],
    ['a negative string', '-0.01', 'Amount cannot be negative.'],
    ['three decimals', '10.123', 'Amount can have at most 2 decimal places.'],
    ['text', 'a lot', 'Please enter a valid amount.'],
    ['a formatted number', '1,000', 'Please enter a valid amount.'],
    ['too large', '1000000000000', 'Amount is too large.'],
    ['a boolean', true, 'Please enter a valid amount.'],
  ])('rejects a required amount that is %s', async (_label, amount, message) => {
    expectValidationErrors(await scratch.post(PATHS.save, { required_amount: amount }), { required_amount: message });
  });

  it('rejects a negative ticket size on its own field', async () => {
    expectValidationErrors(await scratch.post(PATHS.save, { min_ticket_size: -5, max_ticket_size: '-1' }), {
      min_ticket_size: 'Amount cannot be negative.',
      max_ticket_size: 'Amount cannot be negative.',
    });
  });

  it('rejects a minimum ticket above the maximum, on max_ticket_size', async () => {
    expectValidationErrors(await scratch.post(PATHS.save, { min_ticket_size: '50000.01', max_ticket_size: 50000 }), {
      max_ticket_size: 'The maximum ticket size must be at least the minimum ticket size.',
    });
  });

  it('accepts equal minimum and maximum tickets, and either one alone', async () => {
    expect((await scratch.post(PATHS.save, { min_ticket_size: 50000, max_ticket_size: '50000.00' })).status).toBe(200);
    expect((await scratch.post(PATHS.save, { min_ticket_size: 90000 })).status).toBe(200);
    expect((await scratch.post(PATHS.save, { max_ticket_size: 10 })).status).toBe(200);
  });

  it.each(['JOD', 'sar', ' EUR ', 'AED'])('accepts the currency %j', async (currency) => {
    const response = await scratch.post(PATHS.save, { currency });
    expect(response.status).toBe(200);
    expect(response.json.data.currency).toBe(currency.trim().toUpperCase());
  });

  it('falls back to USD when the currency is blank', async () => {
    const response = await scratch.post(PATHS.save, { currency: '' });
    expect(response.json.data.currency).toBe('USD');
  });

  it.each(['XYZ', 'US', 'DOLLARS', '123'])('rejects the currency %j', async (currency) => {
    expectValidationErrors(await scratch.post(PATHS.save, { currency }), { currency: 'Please choose a valid currency.' });
  });

  it.each(CURRENT_STAGES)('accepts the stage %s', async (stage) => {
    expect((await scratch.post(PATHS.save, { current_stage: stage })).json.data.current_stage).toBe(stage);
  });

  it('rejects an unknown stage', async () => {
    expectValidationErrors(await scratch.post(PATHS.save, { current_stage: 'series_z' }), {
      current_stage: 'Please choose a valid option.',
    });
  });

  it.each(XSS_PAYLOADS)('stores a use of funds of %s without anything that runs', async (payload) => {
    const response = await scratch.post(PATHS.save, { use_of_funds: payload });
    expect(response.status).toBe(200);
    expectNoActiveContent(response.json.data.use_of_funds);
  });

  it('leaves the saved round untouched when a save is rejected', async () => {
    const { client, account } = await newFounder(server);
    await client.post(PATHS.save, validPayload());
    const response = await client.post(PATHS.save, { ...validPayload(), required_amount: 1, min_ticket_size: 10, max_ticket_size: 5 });
    expect(response.status).toBe(422);
    expect((await client.get(PATHS.get)).json.data).toEqual(savedBy(account, saved));
  });

  it('ignores fields it does not know', async () => {
    const { client, account } = await newFounder(server);
    const response = await client.post(PATHS.save, { ...validPayload(), valuation: 5_000_000 });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual(savedBy(account, saved));
  });
});
