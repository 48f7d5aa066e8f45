/**
 * Amounts as exact decimal strings: never through a binary float, so 1234567.89 stays
 * 1234567.89 on every database. Storage uses integer hundredths (`amountToCents`).
 */
import { latinDigits } from './digits.js';

export const AMOUNT_MAX_INTEGER_DIGITS = 12;

const ARABIC_DECIMAL_SEPARATOR = '\u066b';

export const AMOUNT_MESSAGES = {
  invalid: 'Please enter a valid amount.',
  negative: 'Amount cannot be negative.',
  fraction: 'Amount can have at most 2 decimal places.',
  tooLarge: 'Amount is too large.',
} as const;

export type AmountResult = { amount: string } | { error: string };

/**
 * Canonical form of an amount given as a number or a numeric string: no leading zeros,
 * no fraction when it is whole, otherwise exactly two digits ("100.5" → "100.50").
 * Arabic-Indic and Persian digits and the Arabic decimal separator (٫) are read too ("٧٥٠٫٥" → "750.50").
 */
export function parseAmount(input: string | number): AmountResult {
  const text = latinDigits(typeof input === 'number' ? String(input) : input)
    .replaceAll(ARABIC_DECIMAL_SEPARATOR, '.')
    .trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) return { error: AMOUNT_MESSAGES.invalid };
  const [, sign, integerDigits = '', fractionDigits = ''] = match;
  const integer = integerDigits.replace(/^0+(?=\d)/, '') || '0';
  const fraction = fractionDigits.replace(/0+$/, '');
  if (sign === '-' && (integer !== '0' || fraction !== '')) return { error: AMOUNT_MESSAGES.negative };
  if (fraction.length > 2) return { error: AMOUNT_MESSAGES.fraction };
  if (integer.length > AMOUNT_MAX_INTEGER_DIGITS) return { error: AMOUNT_MESSAGES.tooLarge };
  return { amount: fraction === '' ? integer : `${integer}.${fraction.padEnd(2, '0')}` };
}

/** "1234567.89" → 123456789n. */
export function amountToCents(amount: string): bigint {
  const [integer = '0', fraction = ''] = amount.split('.');
  return BigInt(integer) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
}

/** 123456789 (or "123456789", as PostgreSQL's bigint arrives) → "1234567.89". */
export function centsToAmount(cents: bigint | number | string): string {
  const value = BigInt(cents);
  const integer = value / 100n;
  const fraction = value % 100n;
  return fraction === 0n ? integer.toString() : `${integer}.${fraction.toString().padStart(2, '0')}`;
}
