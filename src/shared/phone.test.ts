import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, normalizePhone, phoneDigits } from './phone';

describe('phoneDigits', () => {
  it('keeps only the digits of a typed number', () => {
    expect(phoneDigits('+962 (79) 123-4567')).toBe('962791234567');
    expect(phoneDigits('079.123.4567')).toBe('0791234567');
    expect(phoneDigits('')).toBe('');
  });

  it('writes Arabic-Indic and Persian digits as Latin ones', () => {
    expect(phoneDigits('٠٧٩ ١٢٣-٤٥٦٧')).toBe('0791234567');
    expect(phoneDigits('۰۷۹ ۱۲۳-۴۵۶۷')).toBe('0791234567');
  });
});

describe('isValidPhoneNumber', () => {
  it('accepts 7 digits, also with spaces, dashes and parentheses', () => {
    expect(isValidPhoneNumber('1234567')).toBe(true);
    expect(isValidPhoneNumber('(12) 3-45 67')).toBe(true);
  });

  it('accepts 15 digits, also with spaces, dashes and parentheses', () => {
    expect(isValidPhoneNumber('123456789012345')).toBe(true);
    expect(isValidPhoneNumber('+(123) 456-789 012-345')).toBe(true);
  });

  it('rejects 6 digits and 16 digits however they are written', () => {
    expect(isValidPhoneNumber('123456')).toBe(false);
    expect(isValidPhoneNumber('(12) 3-456')).toBe(false);
    expect(isValidPhoneNumber('1234567890123456')).toBe(false);
    expect(isValidPhoneNumber('(1234) 5678-9012 3456')).toBe(false);
  });

  it('rejects text without digits', () => {
    expect(isValidPhoneNumber('')).toBe(false);
    expect(isValidPhoneNumber('call me maybe')).toBe(false);
  });
});

describe('isValidPhoneNumber with Arabic-Indic digits', () => {
  it('counts them as digits', () => {
    expect(isValidPhoneNumber('٠٧٩٥١٢٣٤٥٦')).toBe(true);
    expect(isValidPhoneNumber('۱۲۳۴۵۶')).toBe(false);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['JO', '0795123456', '795123456', '+962795123456', '+962 7 9512 3456'],
    ['JO', '79 512 3456', '795123456', '+962795123456', '+962 7 9512 3456'],
    ['JO', '00962 79 512 3456', '795123456', '+962795123456', '+962 7 9512 3456'],
    ['EG', '010 1234 5678', '1012345678', '+201012345678', '+20 10 12345678'],
    ['EG', '1012345678', '1012345678', '+201012345678', '+20 10 12345678'],
    ['SA', '050 123 4567', '501234567', '+966501234567', '+966 50 123 4567'],
    ['SA', '501234567', '501234567', '+966501234567', '+966 50 123 4567'],
    ['AE', '050 555 0187', '505550187', '+971505550187', '+971 50 555 0187'],
    ['AE', '+971 50 555 0187', '505550187', '+971505550187', '+971 50 555 0187'],
    ['US', '1 (202) 555-0143', '2025550143', '+12025550143', '+1 202 555 0143'],
    ['US', '(202) 555-0143', '2025550143', '+12025550143', '+1 202 555 0143'],
    // Italy has no trunk prefix: the 0 of Rome's 06 is part of the number.
    ['IT', '06 1234 5678', '0612345678', '+390612345678', '+39 06 1234 5678'],
  ])('puts %s %s in E.164', (country, number, national, e164, international) => {
    expect(normalizePhone(number, country)).toEqual({ national, e164, international });
  });

  it('reads Arabic-Indic and Persian digits', () => {
    expect(normalizePhone('٠٧٩٥١٢٣٤٥٦', 'JO').e164).toBe('+962795123456');
    expect(normalizePhone('۰۵۰۱۲۳۴۵۶۷', 'SA').e164).toBe('+966501234567');
  });

  it("keeps the digits of a number that is not one of the country's, after its dial prefix", () => {
    expect(normalizePhone('12-34 567', 'JO')).toEqual({ national: '1234567', e164: '+9621234567', international: '+962 1234567' });
  });
});
