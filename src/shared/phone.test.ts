import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, phoneDigits } from './phone';

describe('phoneDigits', () => {
  it('keeps only the digits of a typed number', () => {
    expect(phoneDigits('+962 (79) 123-4567')).toBe('962791234567');
    expect(phoneDigits('079.123.4567')).toBe('0791234567');
    expect(phoneDigits('')).toBe('');
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
