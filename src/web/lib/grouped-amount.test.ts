import { describe, expect, it } from 'vitest';
import { caretAfter, groupAmount, ungroupAmount } from './grouped-amount';

describe('ungroupAmount', () => {
  it.each([
    ['750,000', '750000'],
    ['750000', '750000'],
    ['$ 1,234,567.89', '1234567.89'],
    ['1.2.3', '1.23'],
    ['٧٥٠٬٠٠٠', '750000'],
    ['١٢٣٫٥', '123.5'],
    ['۱۲۳', '123'],
    ['abc', ''],
    ['.5', '.5'],
  ])('reads %j as %j', (typed, amount) => {
    expect(ungroupAmount(typed)).toBe(amount);
  });
});

describe('groupAmount', () => {
  it.each([
    ['750000', '750,000'],
    ['1234567.89', '1,234,567.89'],
    ['999', '999'],
    ['1000.', '1,000.'],
    ['', ''],
    ['.5', '.5'],
  ])('shows %j as %j', (amount, shown) => {
    expect(groupAmount(amount)).toBe(shown);
  });
});

describe('caretAfter', () => {
  it('keeps the caret after the digit just typed when a separator appears before it', () => {
    // "1,000" with "0" typed at the end: "1,0000" → "10,000", caret at the end.
    expect(caretAfter('1,0000', 6, '10,000')).toBe(6);
  });

  it('keeps the caret in the middle where it was', () => {
    // Typing "5" after "12" in "12,345" gives "125,345", caret after "125".
    expect(caretAfter('125,345', 3, '125,345')).toBe(3);
    // Deleting the "2" of "12,345" leaves "1,345" with the caret after "1".
    expect(caretAfter('1,345', 1, '1,345')).toBe(1);
  });

  it('skips a separator the caret would otherwise sit before', () => {
    // "1234" typed: caret after the 4 digits of "1,234" is at its end.
    expect(caretAfter('1234', 4, '1,234')).toBe(5);
    expect(caretAfter('1234', 1, '1,234')).toBe(1);
  });
});
