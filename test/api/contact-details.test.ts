import { describe, expect, it } from 'vitest';
import { CONTACT_DETAILS_PATHS as PATHS } from '../../src/shared/contact-details.js';
import { describeResourceAccess, expectValidationErrors, newFounder } from './helpers/resource.js';
import { useTestServer } from './helpers/use-test-server.js';

const server = useTestServer();

const validPayload = () => ({
  emails: [{ value: 'layla@qamar.example' }, { value: 'hello@qamar.example' }],
  phones: [
    { number: '079 123 4567', code: '+962', country: 'JO' },
    { number: '(416) 555-0199', code: '+1', country: 'CA' },
  ],
  whatsapps: [{ number: '202-555-0143', country_code: '+1', country: 'US' }],
  linkedin: 'https://www.linkedin.com/in/layla-haddad',
  website: 'https://qamar.example.com',
});

const savedPayload = {
  emails: [{ value: 'layla@qamar.example' }, { value: 'hello@qamar.example' }],
  // Stored and answered without the trunk prefix, with the whole number in E.164 and as shown.
  phones: [
    { value: '791234567', country_code: '+962', country: 'JO', e164: '+962791234567', international: '+962 7 9123 4567' },
    { value: '4165550199', country_code: '+1', country: 'CA', e164: '+14165550199', international: '+1 416 555 0199' },
  ],
  whatsapps: [{ value: '2025550143', country_code: '+1', country: 'US', e164: '+12025550143', international: '+1 202 555 0143' }],
  linkedin: 'https://www.linkedin.com/in/layla-haddad',
  // Stored as the WHATWG URL serializes it: an empty path is '/'.
  website: 'https://qamar.example.com/',
};

describeResourceAccess(() => server, PATHS, validPayload);

describe('contact details', () => {
  it('shows a new account its login email, no numbers and blank links', async () => {
    const { client, account } = await newFounder(server);
    const response = await client.get(PATHS.get);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      data: { emails: [{ value: account.email }], phones: [], whatsapps: [], linkedin: '', website: '' },
    });
  });

  it('saves every field and reads the same back', async () => {
    const { client } = await newFounder(server);
    const saved = await client.post(PATHS.save, validPayload());
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ success: true, message: 'Contact details saved successfully!', data: savedPayload });
    expect((await client.get(PATHS.get)).json).toEqual({ success: true, data: savedPayload });
  });

  it('keeps CA and US apart although both dial +1', async () => {
    const { client } = await newFounder(server);
    await client.post(PATHS.save, {
      emails: [{ value: 'a@example.com' }],
      phones: [
        { number: '4165550199', code: '+1', country: 'CA' },
        { number: '2025550143', code: '+1', country: 'US' },
      ],
      whatsapps: [{ number: '4165550199', country_code: '+1', country: 'CA' }],
    });
    const { data } = (await client.get(PATHS.get)).json;
    expect(data.phones.map((phone: { country: string }) => phone.country)).toEqual(['CA', 'US']);
    expect(data.whatsapps).toEqual([
      { value: '4165550199', country_code: '+1', country: 'CA', e164: '+14165550199', international: '+1 416 555 0199' },
    ]);
  });

  it('drops blank phone and email rows, and fills in the dial code of a country given alone', async () => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, {
      emails: [{ value: '' }, { value: 'a@example.com' }, { value: '   ' }],
      phones: [{ number: '', code: '+962', country: 'JO' }, { number: '0791234567', country: 'ae' }, { number: '  ' }],
      whatsapps: [{ number: '', code: '+962', country: 'JO' }],
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.data).toMatchObject({
      emails: [{ value: 'a@example.com' }],
      phones: [{ value: '791234567', country_code: '+971', country: 'AE', e164: '+971791234567' }],
      whatsapps: [],
    });
  });

  it('dials Jordan (+962, JO) when a number comes with neither code nor country', async () => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, { emails: [{ value: 'a@example.com' }], phones: [{ number: '0791234567' }] });
    expect(response.json.data.phones).toEqual([
      { value: '791234567', country_code: '+962', country: 'JO', e164: '+962791234567', international: '+962 7 9123 4567' },
    ]);
  });

  it("drops the trunk 0 by the country's rules: +962 0795123456 is 795123456, +962795123456", async () => {
    const { client } = await newFounder(server);
    const saved = await client.post(PATHS.save, {
      emails: [{ value: 'a@example.com' }],
      phones: [{ number: '0795123456', code: '+962', country: 'JO' }],
      whatsapps: [{ number: '0795123456', code: '+962', country: 'JO' }],
    });
    expect(saved.status, saved.text).toBe(200);
    const jordan = { value: '795123456', country_code: '+962', country: 'JO', e164: '+962795123456', international: '+962 7 9512 3456' };
    expect(saved.json.data).toMatchObject({ phones: [jordan], whatsapps: [jordan] });
    expect((await client.get(PATHS.get)).json.data).toMatchObject({ phones: [jordan], whatsapps: [jordan] });
  });

  it.each([
    ['Arabic-Indic', '٠٧٩٥١٢٣٤٥٦'],
    ['Persian', '۰۷۹۵۱۲۳۴۵۶'],
    ['Arabic-Indic, spaced', '٠٧٩ ٥١٢ ٣٤٥٦'],
  ])('accepts a number typed in %s digits and stores Latin ones', async (_label, number) => {
    const { client } = await newFounder(server);
    const saved = await client.post(PATHS.save, {
      emails: [{ value: 'a@example.com' }],
      phones: [{ number, code: '+962', country: 'JO' }],
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await client.get(PATHS.get)).json.data.phones).toEqual([
      { value: '795123456', country_code: '+962', country: 'JO', e164: '+962795123456', international: '+962 7 9512 3456' },
    ]);
  });

  it('still refuses 6 Arabic-Indic digits with the 7 to 15 digits message', async () => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, {
      emails: [{ value: 'a@example.com' }],
      phones: [{ number: '١٢٣٤٥٦', code: '+962', country: 'JO' }],
    });
    expectValidationErrors(response, { 'phones.0.number': 'Please enter a valid phone number (7 to 15 digits).' });
  });

  // SPEC §5 is the rule: a number libphonenumber finds impossible for the country is kept as its digits.
  it.each([
    ['7 digits with spaces and dashes', '12-34 567', '1234567'],
    ['15 digits with a plus, spaces and dashes', '+1 234-567-890-123-45', '123456789012345'],
  ])('accepts a phone number of %s', async (_label, number, digits) => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, {
      emails: [{ value: 'a@example.com' }],
      phones: [{ number, code: '+962', country: 'JO' }],
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.data.phones[0].value).toBe(digits);
  });

  it.each([
    ['6 digits', '123-456'],
    ['16 digits', '1234 5678 9012 3456'],
    ['letters only', 'call me'],
  ])('rejects a phone number of %s on its row and field', async (_label, number) => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, {
      emails: [{ value: 'a@example.com' }],
      phones: [{ number: '0791234567', code: '+962', country: 'JO' }],
      whatsapps: [
        { number: '0791234567', code: '+962', country: 'JO' },
        { number, code: '+962', country: 'JO' },
      ],
    });
    expectValidationErrors(response, { 'whatsapps.1.number': 'Please enter a valid phone number (7 to 15 digits).' });
  });

  it("rejects a dial code that is not the country's", async () => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, {
      emails: [{ value: 'a@example.com' }],
      phones: [
        { number: '0791234567', code: '+1', country: 'JO' },
        { number: '0791234567', country_code: '+44', country: 'US' },
      ],
    });
    expectValidationErrors(response, {
      'phones.0.code': 'This country code does not belong to the selected country.',
      'phones.1.code': 'This country code does not belong to the selected country.',
    });
  });

  it('rejects an unknown country and a code that is no dial prefix', async () => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, {
      emails: [{ value: 'a@example.com' }],
      phones: [
        { number: '0791234567', code: '+962', country: 'ZZ' },
        { number: '0791234567', code: 'abc', country: 'JO' },
      ],
    });
    expectValidationErrors(response, { 'phones.0.country': undefined, 'phones.1.code': undefined });
  });

  it('rejects a badly formed email on its row', async () => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, { emails: [{ value: 'a@example.com' }, { value: 'not-an-email' }] });
    expectValidationErrors(response, { 'emails.1.value': 'Please enter a valid email address.' });
  });

  it.each([
    ['an empty list', { emails: [] }],
    ['only blank rows', { emails: [{ value: '' }, { value: ' ' }] }],
    ['no emails field', {}],
  ])('requires at least one email when given %s', async (_label, payload) => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, payload);
    expectValidationErrors(response, { emails: 'Please enter at least one email address.' });
  });

  it.each(['https://linkedin.com/in/layla', 'http://www.linkedin.com/company/qamar', 'https://jo.linkedin.com/in/layla'])(
    'accepts the LinkedIn link %s',
    async (linkedin) => {
      const { client } = await newFounder(server);
      const response = await client.post(PATHS.save, { emails: [{ value: 'a@example.com' }], linkedin });
      expect(response.status, response.text).toBe(200);
      expect(response.json.data.linkedin).toBe(linkedin);
    },
  );

  it.each([
    'https://evil.example/in/layla',
    'https://linkedin.com.evil.example/in/layla',
    'https://notlinkedin.com/in/layla',
    'ftp://linkedin.com/in/layla',
    'javascript:alert(1)//linkedin.com',
  ])('rejects the LinkedIn link %s', async (linkedin) => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, { emails: [{ value: 'a@example.com' }], linkedin });
    expectValidationErrors(response, { linkedin: 'Please enter a LinkedIn link (linkedin.com).' });
  });

  it.each(['javascript:alert(1)', 'ftp://qamar.example.com', 'not a website', 'https://'])('rejects the website %s', async (website) => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, { emails: [{ value: 'a@example.com' }], website });
    expectValidationErrors(response, { website: 'Please enter a valid website address (http:// or https://).' });
  });

  it('adds https:// to links typed without a scheme', async () => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, {
      emails: [{ value: 'a@example.com' }],
      linkedin: 'linkedin.com/in/layla',
      website: 'qamar.example.com',
    });
    expect(response.json.data).toMatchObject({ linkedin: 'https://linkedin.com/in/layla', website: 'https://qamar.example.com/' });
  });

  it('clears the links when they are sent blank', async () => {
    const { client } = await newFounder(server);
    await client.post(PATHS.save, validPayload());
    const response = await client.post(PATHS.save, { ...validPayload(), linkedin: '', website: null });
    expect(response.json.data).toMatchObject({ linkedin: '', website: '' });
  });

  it('leaves the saved details untouched when a save is rejected', async () => {
    const { client } = await newFounder(server);
    await client.post(PATHS.save, validPayload());
    const rejected = await client.post(PATHS.save, {
      emails: [{ value: 'new@example.com' }],
      phones: [
        { number: '0791234567', code: '+962', country: 'JO' },
        { number: '123', code: '+962', country: 'JO' },
      ],
      linkedin: 'https://www.linkedin.com/in/someone-else',
    });
    expect(rejected.status).toBe(422);
    expect((await client.get(PATHS.get)).json.data).toEqual(savedPayload);
  });

  it('drops NUL characters, which PostgreSQL cannot store, instead of failing', async () => {
    const { client } = await newFounder(server);
    const response = await client.post(PATHS.save, {
      emails: [{ value: 'a@example.com' }],
      phones: [{ number: '0791234567\u0000', code: '+962', country: 'JO' }],
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.data.phones[0].value).toBe('791234567');
  });

  it('ignores fields it does not know, at the top and in rows', async () => {
    const { client } = await newFounder(server);
    const payload = validPayload();
    const response = await client.post(PATHS.save, {
      ...payload,
      user_id: 'someone-else',
      emails: payload.emails.map((email) => ({ ...email, verified: true })),
      phones: payload.phones.map((phone) => ({ ...phone, flag: '🇯🇴' })),
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.data).toEqual(savedPayload);
  });
});
