import { describe, expect, it } from 'vitest';
import { alignBlocks, answerParagraphs, applyChanges, diffText, withoutListMarker, wordTokens } from './tracked-diff';

/** The changes as the founder reads them: "old→new" for each. */
function readable(before: string, after: string): string[] {
  return diffText(before, after).map((change) => `${before.slice(change.from, change.to)}→${change.insert}`);
}

describe('wordTokens', () => {
  it('keeps words, punctuation and whitespace, and gives the text back when joined', () => {
    expect(wordTokens('Clinics on wheels, booked  by SMS.')).toEqual([
      'Clinics',
      ' ',
      'on',
      ' ',
      'wheels',
      ',',
      ' ',
      'booked',
      '  ',
      'by',
      ' ',
      'SMS',
      '.',
    ]);
  });

  it('keeps each Arabic word whole (diff’s own word tokenizers would cut it letter by letter)', () => {
    const text = 'عيادات متنقلة للقرى النائية.';
    expect(wordTokens(text)).toEqual(['عيادات', ' ', 'متنقلة', ' ', 'للقرى', ' ', 'النائية', '.']);
    expect(wordTokens(text).join('')).toBe(text);
  });
});

describe('diffText', () => {
  it('makes a replaced word one change: its deletion and its insertion together', () => {
    expect(readable('We sell cheap vans to clinics.', 'We sell affordable vans to rural clinics.')).toEqual([
      'cheap→affordable',
      '→rural ',
    ]);
  });

  it('makes a rewritten phrase one change, not a ladder of one-word changes', () => {
    const before = 'The quick brown fox jumps.';
    const after = 'A slow red dog jumps.';
    expect(readable(before, after)).toEqual(['The quick brown fox→A slow red dog']);
  });

  it('compares Arabic word by word', () => {
    const before = 'نقدم عيادات متنقلة للقرى النائية.';
    const after = 'نقدم عيادات حديثة للقرى البعيدة.';
    expect(readable(before, after)).toEqual(['متنقلة→حديثة', 'النائية→البعيدة']);
    expect(applyChanges(before, diffText(before, after))).toBe(after);
  });

  it('finds nothing when the text is the same, and gives exactly the new text when every change is accepted', () => {
    expect(diffText('Clinics on wheels.', 'Clinics on wheels.')).toEqual([]);
    const cases = [
      ['Clinics on wheels.', 'Mobile clinics, on wheels!'],
      ['a b c d e', 'e d c b a'],
      ['one  two\tthree', 'one two three four'],
      ['', 'All new'],
      ['All gone', ''],
      ['Clinics: 12 villages, 40% fewer trips', 'Clinics in 12 villages cut trips by 40%'],
    ] as const;
    for (const [before, after] of cases) expect(applyChanges(before, diffText(before, after))).toBe(after);
  });
});

describe('alignBlocks', () => {
  it('pairs paragraphs one to one when the answer has as many', () => {
    expect(alignBlocks(['a', 'b'], ['A', 'B'])).toEqual([
      { kind: 'pair', old: 0, new: 0 },
      { kind: 'pair', old: 1, new: 1 },
    ]);
  });

  it('recognises rewritten paragraphs by their words, and makes the rest whole-paragraph changes', () => {
    const before = ['Clinics on wheels reach rural villages.', 'Patients book by SMS.'];
    const after = ['Our clinics on wheels reach rural villages.', 'A new paragraph about the team.', 'Patients book a visit by SMS.'];
    expect(alignBlocks(before, after)).toEqual([
      { kind: 'pair', old: 0, new: 0 },
      { kind: 'insert', new: 1 },
      { kind: 'pair', old: 1, new: 2 },
    ]);
    expect(alignBlocks(after, before)).toEqual([
      { kind: 'pair', old: 0, new: 0 },
      { kind: 'delete', old: 1 },
      { kind: 'pair', old: 2, new: 1 },
    ]);
  });
});

describe('the answer’s lines', () => {
  it('are its non-blank lines, trimmed; a Markdown list marker goes', () => {
    expect(answerParagraphs('First.\n\n  Second. \n')).toEqual(['First.', 'Second.']);
    expect(withoutListMarker('- Vans')).toBe('Vans');
    expect(withoutListMarker('2. Vans')).toBe('Vans');
    expect(withoutListMarker('2024 was good')).toBe('2024 was good');
  });
});
