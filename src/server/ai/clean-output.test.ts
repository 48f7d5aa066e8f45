import { describe, expect, it } from 'vitest';
import { cleanOutput } from './clean-output.js';

describe('cleanOutput', () => {
  it.each([
    ['Here is the improved text:\nOlive Labs lends to farmers.', 'Olive Labs lends to farmers.'],
    ["Sure! Here's a shorter version: Olive Labs lends to farmers.", 'Olive Labs lends to farmers.'],
    ['Certainly. Here are the highlights:\n- Fast\n- Fair', '- Fast\n- Fair'],
    ['"Olive Labs lends to farmers."', 'Olive Labs lends to farmers.'],
    ['“Olive Labs lends to farmers.”', 'Olive Labs lends to farmers.'],
    ['```\nOlive Labs lends to farmers.\n```', 'Olive Labs lends to farmers.'],
    ['```text\n"Olive Labs lends to farmers."\n```', 'Olive Labs lends to farmers.'],
    ['Here is the rewrite:\n```markdown\nOlive Labs lends to farmers.\n```', 'Olive Labs lends to farmers.'],
  ])('strips the wrapping of %j', (raw, expected) => {
    expect(cleanOutput(raw)).toBe(expected);
  });

  it.each([
    'Sure-footed lending for smallholder farmers.',
    'Certainly the fastest way to a farm loan.',
    'Here we grow: loans for farmers.',
    '"Fair" loans for farmers, not "cheap" ones.',
    'We lend to farmers. "Fair" is our promise.',
  ])('keeps text that merely looks like wrapping: %j', (text) => {
    expect(cleanOutput(text)).toBe(text);
  });

  it('trims surrounding whitespace and keeps Arabic text intact', () => {
    expect(cleanOutput('  \n«أوليف لابز تقرض المزارعين.»\n ')).toBe('أوليف لابز تقرض المزارعين.');
  });
});
