import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppDescriptor } from './app-descriptor';
import { displayLocale, formatCurrency, formatDate } from './format';

afterEach(() => vi.restoreAllMocks());

describe('formatDate', () => {
  it('formats a Y-m-d calendar date in the given locale without shifting the day', () => {
    expect(formatDate('2024-03-05', 'en-US')).toBe('March 5, 2024');
    expect(formatDate('2024-12-31', 'en-GB')).toBe('31 December 2024');
  });

  it('logs and returns the raw input when the date is invalid', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatDate('not a date', 'en-US')).toBe('not a date');
    expect(log).toHaveBeenCalledOnce();
  });

  it('logs and returns the raw input when the locale is invalid', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatDate('2024-03-05', 'xx-invalid-locale-!!')).toBe('2024-03-05');
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('formatCurrency', () => {
  it('formats in US English with USD by default', () => {
    expect(formatCurrency(1234567.89)).toBe('$1,234,567.89');
    expect(formatCurrency('750000')).toBe('$750,000.00');
  });

  it('uses the given currency', () => {
    expect(formatCurrency(1500, 'JOD')).toMatch(/^JOD\s1,500\.000$/);
    expect(formatCurrency(99.5, 'EUR')).toBe('€99.50');
  });

  it.each([['abc'], [''], [Number.NaN]])('logs and returns the raw input for the amount %j', (amount) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatCurrency(amount)).toBe(String(amount));
    expect(log).toHaveBeenCalledOnce();
  });

  it('logs and returns the raw input for an unknown currency code', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatCurrency(10, 'NOT-A-CURRENCY')).toBe('10');
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('app descriptor', () => {
  it('states version 1.0.0 with debug off in production', () => {
    expect(createAppDescriptor('production')).toEqual({ version: '1.0.0', environment: 'production', debug: false });
    expect(createAppDescriptor('development').debug).toBe(true);
  });
});

describe('numbers on Arabic pages', () => {
  const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

  it('use Latin digits, whatever the locale would pick by itself (Egypt: Arabic-Indic)', () => {
    expect(formatDate('2024-03-05', 'ar-EG')).toBe('5 مارس 2024');
    expect(formatDate('2024-03-05', 'ar')).not.toMatch(ARABIC_INDIC_DIGIT);
    expect(new Intl.NumberFormat(displayLocale('ar-EG')).format(1234.5)).toBe('1,234.5');
  });
});
