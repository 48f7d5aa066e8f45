import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, amountToCents, centsToAmount, parseAmount } from './money.js';

describe('parseAmount', () => {
  it.each([
    [1234567.89, '1234567.89'],
    ['1234567.89', '1234567.89'],
    ['  42 ', '42'],
    ['0042.50', '42.50'],
    ['42.5', '42.50'],
    ['42.00', '42'],
    ['42.', '42'],
    ['.5', '0.50'],
    ['+7', '7'],
    ['-0', '0'],
    ['٧٥٠٠٠٠', '750000'],
    ['١٢٣٫٥', '123.50'],
    ['۱۲۳.۴۵', '123.45'],
    [0, '0'],
    ['999999999999.99', '999999999999.99'],
  ])('reads %j as %s', (input, amount) => {
    expect(parseAmount(input)).toEqual({ amount });
  });

  it.each([
    [-1, AMOUNT_MESSAGES.negative],
    ['-0.01', AMOUNT_MESSAGES.negative],
    ['1.005', AMOUNT_MESSAGES.fraction],
    [0.1 + 0.2, AMOUNT_MESSAGES.fraction],
    ['1000000000000', AMOUNT_MESSAGES.tooLarge],
    ['', AMOUNT_MESSAGES.invalid],
    ['.', AMOUNT_MESSAGES.invalid],
    ['1,000', AMOUNT_MESSAGES.invalid],
    ['1e6', AMOUNT_MESSAGES.invalid],
    [Number.NaN, AMOUNT_MESSAGES.invalid],
    [Number.POSITIVE_INFINITY, AMOUNT_MESSAGES.invalid],
    ['0x10', AMOUNT_MESSAGES.invalid],
  ])('refuses %j: %s', (input, error) => {
    expect(parseAmount(input)).toEqual({ error });
  });
});

describe('amountToCents and centsToAmount', () => {
  it('convert without losing a cent', () => {
    expect(amountToCents('1234567.89')).toBe(123456789n);
    expect(centsToAmount(123456789)).toBe('1234567.89');
    expect(centsToAmount('123456789')).toBe('1234567.89');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(75000000)).toBe('750000');
  });

  it('round-trip amounts across the whole range, every cent ending included', () => {
    const samples = [0n, 1n, 9n, 10n, 99n, 100n, 101n, 123456789n, 99_999_999_999_999n];
    for (let cents = 0n; cents < 100n; cents++) samples.push(99_999_999_999_900n + cents, 75_000_000n + cents);
    for (const cents of samples) {
      const amount = centsToAmount(cents);
      expect(parseAmount(amount)).toEqual({ amount });
      expect(amountToCents(amount)).toBe(cents);
      expect(centsToAmount(Number(cents))).toBe(amount);
    }
  });
});
