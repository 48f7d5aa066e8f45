import { describe, expect, it } from 'vitest';
import { countCharacters, countWords, isOverLimit, overLimitError } from './applications.js';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['We move parcels across Amman.', 5],
    ['e-mail, co-founder and B2B', 4],
    ['Growth — 40% month on month', 5],
    ['نحن ننقل الطرود في عمّان والشركة تنمو', 7],
    ['نمو ٤٠٪ شهريًا', 3],
    ['Mixed نص عربي and English', 5],
    ['Line one\nline two\tthree', 5],
    ['🚀 — ✨', 0],
  ])('%s → %i', (text, count) => {
    expect(countWords(text)).toBe(count);
  });
});

describe('countCharacters', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['عمّان', 5],
    ['🚀x', 2],
    ['a\r\nb', 3],
    ['a\rb', 3],
  ])('%j → %i', (text, count) => {
    expect(countCharacters(text)).toBe(count);
  });
});

describe('limits', () => {
  it('is over either limit, never over none', () => {
    expect(isOverLimit('one two three', { max_chars: null, max_words: 2 })).toBe(true);
    expect(isOverLimit('one two', { max_chars: 7, max_words: 2 })).toBe(false);
    expect(isOverLimit('x'.repeat(10_000), { max_chars: null, max_words: null })).toBe(false);
  });

  it('says by how much, characters first', () => {
    expect(overLimitError('Eleven char', { max_chars: 10, max_words: 1 })).toBe('This answer is 11 characters; the program allows 10.');
    expect(overLimitError('واحد اثنان ثلاثة', { max_chars: null, max_words: 2 })).toBe('This answer is 3 words; the program allows 2.');
    expect(overLimitError('fits', { max_chars: 4, max_words: 1 })).toBeNull();
  });
});
