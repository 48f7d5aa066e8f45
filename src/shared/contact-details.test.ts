import { describe, expect, it } from 'vitest';
import { contactDetailsSchema, contactDetailsToInput, normalizeDialCode } from './contact-details.js';

describe('normalizeDialCode', () => {
  it.each([
    ['+962', '+962'],
    ['962', '+962'],
    ['00962', '+962'],
    ['+1', '+1'],
  ])('reads %s as %s', (code, normalized) => {
    expect(normalizeDialCode(code)).toBe(normalized);
  });

  it.each(['', '+', '+12345', 'JO', '+9a2'])('refuses %j', (code) => {
    expect(normalizeDialCode(code)).toBeUndefined();
  });
});

describe('contactDetailsSchema phone rows', () => {
  const parsePhones = (phones: unknown[]) => contactDetailsSchema.parse({ emails: [{ value: 'a@example.com' }], phones }).phones;

  it('takes country_code for code, and a country alone gives its dial code', () => {
    expect(
      parsePhones([
        { number: '4165550199', country_code: '1', country: 'CA' },
        { number: '0501234567', country: 'sa' },
      ]),
    ).toEqual([
      { number: '4165550199', code: '+1', country: 'CA' },
      { number: '501234567', code: '+966', country: 'SA' },
    ]);
  });

  it("keeps the national number without its trunk prefix, by each country's rules", () => {
    expect(
      parsePhones([
        { number: '079 512 3456', code: '+962', country: 'JO' },
        { number: '+962 79 512 3456', code: '+962', country: 'JO' },
        { number: '010 1234 5678', code: '+20', country: 'EG' },
        { number: '06 1234 5678', code: '+39', country: 'IT' },
      ]),
    ).toEqual([
      { number: '795123456', code: '+962', country: 'JO' },
      { number: '795123456', code: '+962', country: 'JO' },
      { number: '1012345678', code: '+20', country: 'EG' },
      { number: '0612345678', code: '+39', country: 'IT' },
    ]);
  });

  it('reads Arabic-Indic and Persian digits as Latin ones', () => {
    expect(
      parsePhones([
        { number: '٠٧٩٥١٢٣٤٥٦', code: '+962', country: 'JO' },
        { number: '۰۵۰۱۲۳۴۵۶۷', code: '+971', country: 'AE' },
      ]),
    ).toEqual([
      { number: '795123456', code: '+962', country: 'JO' },
      { number: '501234567', code: '+971', country: 'AE' },
    ]);
  });

  it('accepts a number given as a JSON number', () => {
    expect(parsePhones([{ number: 791234567, code: '+962', country: 'JO' }])).toEqual([
      { number: '791234567', code: '+962', country: 'JO' },
    ]);
  });

  it('asks for the country when only a dial code is given', () => {
    const result = contactDetailsSchema.safeParse({ emails: [{ value: 'a@example.com' }], phones: [{ number: '4165550199', code: '+1' }] });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['phones', 0, 'country'] })]);
  });
});

describe('contactDetailsToInput', () => {
  it('turns GET rows back into form rows', () => {
    const input = contactDetailsToInput({
      emails: [{ value: 'a@example.com' }],
      phones: [{ value: '791234567', country_code: '+962', country: 'JO', e164: '+962791234567', international: '+962 7 9123 4567' }],
      whatsapps: [],
      linkedin: '',
      website: 'https://qamar.example',
    });
    expect(input).toEqual({
      emails: [{ value: 'a@example.com' }],
      phones: [{ number: '791234567', code: '+962', country: 'JO' }],
      whatsapps: [],
      linkedin: '',
      website: 'https://qamar.example',
    });
    expect(contactDetailsSchema.parse(input).phones).toEqual(input.phones);
  });
});
