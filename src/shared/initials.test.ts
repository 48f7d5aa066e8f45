import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.js';

describe('initialsOf', () => {
  it('takes the first letter of each name, upper case', () => {
    expect(initialsOf('lina', 'haddad')).toBe('LH');
    expect(initialsOf('  Omar ', 'Khalil')).toBe('OK');
  });

  it('skips the Arabic article of a family name and keeps two Arabic letters apart', () => {
    expect(initialsOf('محمد', 'الحداد')).toBe('م\u200Cح');
    expect(initialsOf('ليلى', 'نور')).toBe('ل\u200Cن');
    // Too short to be an article before a name: the letter itself.
    expect(initialsOf('علي', 'ال')).toBe('ع\u200Cا');
  });

  it('keeps a first name that begins like the article, and mixes scripts without a joiner', () => {
    expect(initialsOf('الهام', 'Smith')).toBe('اS');
  });

  it('takes a whole character, not half of one, and copes with an empty name', () => {
    expect(initialsOf('𝒜da', '')).toBe('𝒜');
    expect(initialsOf('', '')).toBe('');
  });
});
