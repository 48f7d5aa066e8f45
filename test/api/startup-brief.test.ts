import { beforeAll, describe, expect, it } from 'vitest';
import { STARTUP_BRIEF_PATHS as PATHS, STARTUP_BRIEF_RICH_TEXT_FIELDS } from '../../src/shared/startup-brief.js';
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
  one_liner: 'Same-day freight for small merchants across the Levant.',
  description: '<p>Qamar Logistics matches <strong>small merchants</strong> in Amman with spare truck capacity.</p>',
  vision: '<p>Every Arab merchant ships as easily as a multinational.</p>',
  mission: '<p>Cut delivery costs by 30% for 10,000 merchants by 2028.</p>',
  problem: '<ul><li>Trucks run half empty</li><li>Merchants wait days</li></ul>',
  solution: '<ol><li>Pooled loads</li><li>Live tracking over <em>WhatsApp</em></li></ol>',
  unique_value: '<p>Arabic-first dispatch and cash-on-delivery reconciliation.</p>',
  highlights: '<p>1,200 merchants; <a href="https://qamar.example/press" rel="noopener noreferrer nofollow">featured in press</a>.</p>',
});

const blank = {
  one_liner: '',
  description: '',
  vision: '',
  mission: '',
  problem: '',
  solution: '',
  unique_value: '',
  highlights: '',
};

describeResourceAccess(() => server, PATHS, validPayload);

describe('startup brief', () => {
  it('shows a new startup a blank brief', async () => {
    const { client } = await newFounder(server);
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data: neverSaved(blank) });
  });

  it('saves every field and reads the same back', async () => {
    const { client, account } = await newFounder(server);
    const saved = await client.post(PATHS.save, validPayload());
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ success: true, message: 'Startup brief saved successfully!', data: savedBy(account, validPayload()) });
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data: savedBy(account, validPayload()) });
  });

  it('accepts a one-liner of exactly 160 characters and rejects 161', async () => {
    const ok = await scratch.post(PATHS.save, { one_liner: 'a'.repeat(160) });
    expect(ok.status).toBe(200);
    expect(ok.json.data.one_liner).toHaveLength(160);
    expectValidationErrors(await scratch.post(PATHS.save, { one_liner: 'a'.repeat(161) }), {
      one_liner: 'The one-liner must be at most 160 characters.',
    });
  });

  it('stores the one-liner as plain text, counting only the text once tags are gone', async () => {
    const response = await scratch.post(PATHS.save, { one_liner: `<p><strong>${'b'.repeat(150)}</strong> &amp; more</p>` });
    expect(response.status, response.text).toBe(200);
    expect(response.json.data.one_liner).toBe(`${'b'.repeat(150)} & more`);
  });

  it.each(XSS_PAYLOADS)('stores %s in every field without anything that runs', async (payload) => {
    const saved = await scratch.post(PATHS.save, Object.fromEntries(Object.keys(blank).map((field) => [field, payload])));
    expect(saved.status, saved.text).toBe(200);
    const loaded = (await scratch.get(PATHS.get)).json.data;
    for (const field of Object.keys(blank)) {
      expectNoActiveContent(saved.json.data[field]);
      expectNoActiveContent(loaded[field]);
    }
    expect(loaded.one_liner).not.toMatch(/[<>]/);
  });

  it('turns empty editor output into blank fields', async () => {
    const response = await scratch.post(
      PATHS.save,
      Object.fromEntries(STARTUP_BRIEF_RICH_TEXT_FIELDS.map((field) => [field, '<p><br></p>'])),
    );
    expect(response.json.data).toMatchObject(blank);
  });

  it('rejects a field that is not text', async () => {
    expectValidationErrors(await scratch.post(PATHS.save, { vision: { html: '<p>x</p>' } }), { vision: undefined });
  });

  it('leaves the saved brief untouched when a save is rejected', async () => {
    const { client, account } = await newFounder(server);
    await client.post(PATHS.save, validPayload());
    const response = await client.post(PATHS.save, { ...validPayload(), vision: '<p>New vision</p>', one_liner: 'x'.repeat(200) });
    expect(response.status).toBe(422);
    expect((await client.get(PATHS.get)).json.data).toEqual(savedBy(account, validPayload()));
  });

  it('ignores fields it does not know', async () => {
    const { client, account } = await newFounder(server);
    const response = await client.post(PATHS.save, { ...validPayload(), session_id: 'startup-brief-vision', form: {} });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual(savedBy(account, validPayload()));
  });
});
