import { describe, expect, it } from 'vitest';
import { hasVisibleCharacter, requiredName, stripInvisibleFormatting } from './names.js';

const REQUIRED = 'This field is required.';

describe('stripInvisibleFormatting', () => {
  it.each([
    ['a right-to-left override', 'Lina\u202Egnp.exe', 'Linagnp.exe'],
    ['embeddings and a pop', '\u202A\u202BOmar\u202C\u202D', 'Omar'],
    ['isolates', '\u2066\u2067\u2068Sara\u2069', 'Sara'],
    ['direction marks', '\u200EHadi\u200F\u061C', 'Hadi'],
    ['zero-width characters', 'Ra\u200Bn\u200Ci\u200Da\u2060\uFEFF', 'Rania'],
  ])('removes %s', (_case, input, expected) => {
    expect(stripInvisibleFormatting(input)).toBe(expected);
  });

  it('keeps Arabic letters, accents and emoji', () => {
    expect(stripInvisibleFormatting('لينا Zoë 🚀')).toBe('لينا Zoë 🚀');
  });
});

describe('hasVisibleCharacter', () => {
  it.each(['a', 'ل', '🚀', '.'])('is true for %j', (text) => {
    expect(hasVisibleCharacter(text)).toBe(true);
  });

  it.each(['', ' \u00A0\t', '\u3164', '\u2064\u00AD', '\u034F'])('is false for %j, which draws nothing', (text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });
});

describe('requiredName', () => {
  const name = requiredName(10);

  it('strips bidi controls and zero-width characters, then trims', () => {
    expect(name.parse(' \u202EOmar\u200B ')).toBe('Omar');
  });

  it.each([
    ['blank', '   '],
    ['zero-width only', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['bidi controls only', '\u202E\u2066\u200F'],
    ['a Hangul filler', '\u3164'],
  ])('refuses a %s name as required', (_case, input) => {
    expect(name.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([REQUIRED]);
  });

  it('counts the length after stripping', () => {
    expect(name.parse(`${'\u200B'.repeat(20)}Abcdefghij`)).toBe('Abcdefghij');
    expect(name.safeParse('Abcdefghijk').error?.issues[0]?.message).toBe('Must be at most 10 characters.');
  });

  it('says the field is required when it is missing or not text', () => {
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe(REQUIRED);
    expect(name.safeParse(42).error?.issues[0]?.message).toBe(REQUIRED);
  });
});
