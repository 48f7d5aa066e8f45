import { describe, expect, it } from 'vitest';
import { isBlank, rowValue, storedValue } from './review-rows';
import { readableText } from './word-diff';

describe('a list in a review row', () => {
  it('is read from its record as JSON and saved back as the list itself', () => {
    expect(rowValue(['JO', 'SA'])).toBe('["JO","SA"]');
    expect(storedValue({ kind: 'list' }, '["JO","SA"]')).toEqual(['JO', 'SA']);
    expect(storedValue({ kind: 'text' }, '["JO"]')).toBe('["JO"]');
    expect(rowValue(undefined)).toBe('');
  });

  it('is blank when empty, so a version restores it checked', () => {
    expect(isBlank({ kind: 'list', current: '[]' })).toBe(true);
    expect(isBlank({ kind: 'list', current: '["JO"]' })).toBe(false);
  });

  it('reads as its items named by the format, joined in the page’s language', () => {
    const names: Record<string, string> = { JO: 'Jordan', SA: 'Saudi Arabia', EG: 'Egypt' };
    const row = { kind: 'list' as const, format: (code: string) => names[code] ?? code };
    expect(readableText(row, '["JO","SA","EG"]', 'en')).toBe('Jordan, Saudi Arabia, and Egypt');
    expect(readableText(row, '["JO","SA"]', 'ar')).toBe('Jordan وSaudi Arabia');
  });
});
