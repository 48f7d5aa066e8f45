import { describe, expect, it } from 'vitest';
import { JsonMemberReader } from './json-members.js';

describe('JsonMemberReader', () => {
  it('hands over each top-level member as soon as its value closes, however the text is cut', () => {
    const text =
      '{"a.b": {"value": "x, {y}", "slide": 1, "quote": "q \\"}\\""}, "c.d": null, "e.f": {"value": null, "slide": null, "quote": null}}';
    for (const size of [1, 3, 7, text.length]) {
      const reader = new JsonMemberReader();
      const members: [string, unknown][] = [];
      const completedAt: number[] = [];
      for (let start = 0; start < text.length; start += size) {
        const found = reader.push(text.slice(start, start + size));
        members.push(...found);
        for (const _ of found) completedAt.push(start + size);
      }
      expect(members).toEqual([
        ['a.b', { value: 'x, {y}', slide: 1, quote: 'q "}"' }],
        ['c.d', null],
        ['e.f', { value: null, slide: null, quote: null }],
      ]);
      expect(reader.received).toBe(text);
      // The first member is out before the rest of the answer has arrived.
      if (size === 1) expect(completedAt[0]).toBe(text.indexOf('}, "c.d"') + 1);
    }
  });

  it('hands over nothing from text that is not an object', () => {
    const reader = new JsonMemberReader();
    expect(reader.push('[1, 2, {"a": 1}]')).toEqual([]);
    expect(new JsonMemberReader().push('Sure! Here is the JSON')).toEqual([]);
  });
});
