import { describe, expect, it } from 'vitest';
import { cleanFileName, pitchDeckUploadSchema } from './pitch-deck.js';

describe('cleanFileName', () => {
  it.each([
    ['a right-to-left override that disguises the extension', 'deck\u202Excod.pdf', 'deckxcod.pdf'],
    ['isolates and direction marks', '\u2067Seed\u2069 deck\u200F', 'Seed deck'],
    ['zero-width characters', 'Se\u200Bed\uFEFF deck', 'Seed deck'],
    ['controls and path separators', '../x\u0000/y\\z', '..xyz'],
  ])('removes %s', (_case, typed, stored) => {
    expect(cleanFileName(typed)).toBe(stored);
  });

  it('keeps Arabic text and its own letters as typed', () => {
    expect(cleanFileName(' العرض التقديمي 2026 ')).toBe('العرض التقديمي 2026');
  });

  it('refuses a name made only of invisible characters', () => {
    expect(pitchDeckUploadSchema.safeParse({ file_name: '\u200B\u202E\u2066' }).success).toBe(false);
  });
});
