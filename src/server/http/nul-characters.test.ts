import { describe, expect, it } from 'vitest';
import { withoutNulCharacters } from './nul-characters.js';

describe('withoutNulCharacters', () => {
  it('removes U+0000 from strings at any depth, keys included, and leaves other values alone', () => {
    const body = { name: 'Qa\u0000mar', rows: [{ 'va\u0000lue': 'a\u0000\u0000b' }, 7, null, true], empty: '' };
    expect(withoutNulCharacters(body)).toEqual({ name: 'Qamar', rows: [{ value: 'ab' }, 7, null, true], empty: '' });
  });
});
