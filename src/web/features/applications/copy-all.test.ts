import { describe, expect, it } from 'vitest';
import { copyAllText } from './copy-all';

describe('copyAllText', () => {
  it('writes each question, its answer, then a blank line', () => {
    expect(
      copyAllText([
        { text: 'What problem do you solve? ', answer: 'Clinics lose patients.\nEvery week.' },
        { text: 'Team?', answer: '' },
        { text: 'ما المشكلة؟', answer: ' نحلّها ' },
      ]),
    ).toBe('What problem do you solve?\nClinics lose patients.\nEvery week.\n\nTeam?\n\n\nما المشكلة؟\nنحلّها');
  });

  it('is empty for no questions', () => {
    expect(copyAllText([])).toBe('');
  });
});
