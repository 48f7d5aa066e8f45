import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCompactMoney, formatCompactMoneyRange } from './compact-money.js';

// Intl puts invisible direction marks and no-break spaces in some parts; a reader sees plain text.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => vi.restoreAllMocks());

describe('formatCompactMoney', () => {
  it.each([
    ['750000', 'USD', '$750K'],
    ['25000', 'USD', '$25K'],
    ['1250000', 'USD', '$1.25M'],
    ['2000000000', 'EUR', '€2B'],
    ['999', 'USD', '$999'],
    ['1234567.89', 'USD', '$1.23M'],
    ['750000', 'JOD', 'JOD 750K'],
  ])('reads %s %s in English as %s', (amount, currency, expected) => {
    expect(visible(formatCompactMoney(amount, currency, 'en'))).toBe(expected);
  });

  it.each([
    ['750000', 'USD', '750 ألف دولار أمريكي'],
    ['1250000', 'USD', '1.25 مليون دولار أمريكي'],
    ['3000000', 'SAR', '3 مليون ريال سعودي'],
    ['2000000000', 'EUR', '2 مليار يورو'],
    ['750000', 'JOD', '750 ألف دينار أردني'],
  ])('reads %s %s in Arabic as %s, with Latin digits', (amount, currency, expected) => {
    expect(visible(formatCompactMoney(amount, currency, 'ar'))).toBe(expected);
  });

  it('shows the raw input and logs when the amount or the currency is not one', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatCompactMoney('', 'USD', 'en')).toBe('');
    expect(formatCompactMoney('12abc', 'USD', 'en')).toBe('12abc');
    expect(formatCompactMoney('100', 'NOT-A-CODE', 'en')).toBe('100');
    expect(log).toHaveBeenCalledTimes(3);
  });
});

describe('formatCompactMoneyRange', () => {
  it('writes a ticket range as investors do in English', () => {
    expect(formatCompactMoneyRange('25000', '150000', 'USD', 'en')).toBe('$25K–$150K');
    expect(formatCompactMoneyRange('500000', '1500000', 'EUR', 'en')).toBe('€500K–€1.5M');
  });

  it('names the currency once, at the end, in Arabic', () => {
    expect(visible(formatCompactMoneyRange('25000', '150000', 'USD', 'ar'))).toBe('25–150 ألف دولار أمريكي');
  });

  it('reads equal ends as one amount', () => {
    expect(formatCompactMoneyRange('50000', '50000', 'USD', 'en')).toBe('$50K');
    expect(visible(formatCompactMoneyRange('50000', '50000', 'USD', 'ar'))).toBe('50 ألف دولار أمريكي');
  });
});
