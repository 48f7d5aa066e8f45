import { describe, expect, it } from 'vitest';
import { cleanName, hasVisibleCharacter, requiredName, stripInvisibleFormatting } from './names.js';

const REQUIRED = 'This field is required.';

describe('stripInvisibleFormatting', () => {
  it.each([
    ['a right-to-left override', 'Lina\u202Egnp.exe', 'Linagnp.exe'],
    ['embeddings and a pop', '\u202A\u202BOmar\u202C\u202D', 'Omar'],
    ['isolates', '\u2066\u2067\u2068Sara\u2069', 'Sara'],
    ['direction marks', '\u200EHadi\u200F\u061C', 'Hadi'],
    ['zero-width spaces, word joiners and byte order marks', 'Ra\u200Bni\u2060a\uFEFF', 'Rania'],
  ])('removes %s', (_case, input, expected) => {
    expect(stripInvisibleFormatting(input)).toBe(expected);
  });

  it('keeps the zero-width joiner and non-joiner that emoji and Persian spellings need', () => {
    expect(stripInvisibleFormatting('👩\u200D💻 می\u200Cخواهم')).toBe('👩\u200D💻 می\u200Cخواهم');
  });

  it('keeps Arabic letters, accents and emoji', () => {
    expect(stripInvisibleFormatting('لينا Zoë 🚀')).toBe('لينا Zoë 🚀');
  });
});

describe('cleanName', () => {
  it.each([
    ['line breaks', 'Lina\r\nverify at https://evil.example/login', 'Lina verify at https://evil.example/login'],
    ['tabs and vertical spaces', 'Omar\t\u000B\u000CHaddad', 'Omar Haddad'],
    ['Unicode line and paragraph separators and NEL', 'Sara\u2028Nasser\u2029Co\u0085Ltd', 'Sara Nasser Co Ltd'],
    ['C0 controls, DEL and C1 controls', 'Ra\u0000ni\u001Ba\u007F \u0080Kh\u009Fal\u0007il', 'Rania Khalil'],
    ['runs of spaces around a removed control', ' Hadi \u0000  \u00A0 Saleh ', 'Hadi Saleh'],
    ['bidi controls', '\u202EOmar\u200F', 'Omar'],
  ])('removes %s', (_case, input, expected) => {
    expect(cleanName(input)).toBe(expected);
  });

  it('keeps Arabic letters, accents, emoji sequences and a name as typed', () => {
    expect(cleanName('لينا Zoë 👩\u200D💻 Booking.com')).toBe('لينا Zoë 👩\u200D💻 Booking.com');
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

  it('keeps a name on one line: control characters removed, line breaks one space', () => {
    expect(name.parse('Lina\r\n\tHa\u0000d')).toBe('Lina Had');
  });

  it.each([
    ['blank', '   '],
    ['zero-width only', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['bidi controls only', '\u202E\u2066\u200F'],
    ['a Hangul filler', '\u3164'],
    ['control characters and line breaks only', '\r\n\t\u0000\u0085\u2028\u2029\u007F'],
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
