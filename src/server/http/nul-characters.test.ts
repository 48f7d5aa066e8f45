import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, toStorableText } from './nul-characters.js';
import { SERVER_MESSAGES } from './server-messages.js';

describe('toStorableText', () => {
  it('removes U+0000 from strings at any depth, keys included, and leaves other values alone', () => {
    const body = { name: 'Qa\u0000mar', rows: [{ 'va\u0000lue': 'a\u0000\u0000b' }, 7, null, true], empty: '' };
    expect(toStorableText(body)).toEqual({ name: 'Qamar', rows: [{ value: 'ab' }, 7, null, true], empty: '' });
  });

  it('replaces a lone surrogate by U+FFFD, as both databases would store it, and keeps valid pairs', () => {
    expect(toStorableText({ 'k\ud800': ['a\udfffb', 'x\ud83d\ude00y'] })).toEqual({ 'k\ufffd': ['a\ufffdb', 'x\ud83d\ude00y'] });
  });
});

describe('toStorableText on deep bodies', () => {
  // `depth` arrays inside each other.
  const nested = (depth: number): unknown => Array.from({ length: depth - 1 }).reduce<unknown>((inner) => [inner], []);

  it('keeps a body nested up to the limit', () => {
    expect(toStorableText(nested(MAX_BODY_DEPTH))).toEqual(nested(MAX_BODY_DEPTH));
  });

  it('refuses a body nested 10 000 levels with a 400 instead of overflowing the stack', () => {
    expect(() => toStorableText(nested(10_000))).toThrow(
      expect.objectContaining({ statusCode: 400, message: SERVER_MESSAGES.bodyTooDeep }),
    );
  });
});
