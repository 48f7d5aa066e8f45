import { describe, expect, it } from 'vitest';
import { buildTranslationPrompt } from './prompt.js';

const OLD_SOURCE = '<p>Trucks run half empty. Shops wait a week.</p>';
const NEW_SOURCE = '<p>Trucks run half empty. Shops wait ten days.</p>';
const OLD_TRANSLATION = '<p>الشاحنات تسير نصف فارغة. المتاجر تنتظر أسبوعًا.</p>';

describe('the translation prompts', () => {
  it('asks for a full translation of a text with the rules: meaning, figures, HTML, the target language, a native voice', () => {
    const prompt = buildTranslationPrompt({ key: 'startup-brief.problem', source: OLD_SOURCE }, 'en', 'ar');
    expect(prompt.user).toContain(`<<<SOURCE\n${OLD_SOURCE}\nSOURCE>>>`);
    expect(prompt.system).toContain('from English into Arabic');
    expect(prompt.system).toMatch(/keeping its meaning/);
    expect(prompt.system).toMatch(/Never invent or change a figure/);
    expect(prompt.system).toMatch(/keep its structure/);
    expect(prompt.system).toMatch(/Answer only in Arabic/);
    expect(prompt.system).toMatch(/Modern Standard Arabic/);
    expect(prompt.schema.schema).toMatchObject({ required: ['translation'], additionalProperties: false });
  });

  it('gives a stale text’s update the old source, the new source and the old translation, and asks to change only what changed', () => {
    const item = { key: 'startup-brief.problem', source: NEW_SOURCE, previous: { source: OLD_SOURCE, translation: OLD_TRANSLATION } };
    const prompt = buildTranslationPrompt(item, 'en', 'ar');
    expect(prompt.user).toContain(`<<<OLD_SOURCE\n${OLD_SOURCE}\nOLD_SOURCE>>>`);
    expect(prompt.user).toContain(`<<<NEW_SOURCE\n${NEW_SOURCE}\nNEW_SOURCE>>>`);
    expect(prompt.user).toContain(`<<<OLD_TRANSLATION\n${OLD_TRANSLATION}\nOLD_TRANSLATION>>>`);
    expect(prompt.system).toMatch(/only where the new source differs/);
  });

  it('asks for plain text for the one-liner and a title, in English from an Arabic profile', () => {
    const prompt = buildTranslationPrompt({ key: 'startup-brief.one_liner', source: 'شحن في اليوم نفسه.' }, 'ar', 'en');
    expect(prompt.system).toContain('from Arabic into English');
    expect(prompt.system).toMatch(/plain text, no HTML/);
    expect(prompt.system).not.toMatch(/Modern Standard Arabic/);
  });
});
