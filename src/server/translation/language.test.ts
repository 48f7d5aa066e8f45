import { describe, expect, it } from 'vitest';
import { isWrittenIn } from './language.js';

describe('the language of a translation', () => {
  it.each([
    ['<p>الشاحنات تسير نصف فارغة.</p>', 'ar'],
    ['نخدم 1200 متجر في Amman عبر تطبيق Qamar.', 'ar'],
    ['<p>Trucks run half empty.</p>', 'en'],
    ['We serve 1,200 shops in عمّان.', 'en'],
    ['2026 — 70%', 'ar'],
  ] as const)('takes %j as %s', (text, locale) => {
    expect(isWrittenIn(text, locale)).toBe(true);
  });

  it.each([
    ['<p>Trucks run half empty.</p>', 'ar'],
    ['<p>الشاحنات تسير نصف فارغة.</p>', 'en'],
    // Markup in Latin letters does not make Arabic text English.
    ['<p><strong>Trucks</strong> <a href="https://example.com/arabic">run</a></p>', 'ar'],
  ] as const)('refuses %j as %s', (text, locale) => {
    expect(isWrittenIn(text, locale)).toBe(false);
  });

  it('counts letters, not markup: an Arabic paragraph with a long link is Arabic', () => {
    expect(isWrittenIn('<p><a href="https://example.com/a/very/long/english/path">الموقع</a> جاهز.</p>', 'ar')).toBe(true);
  });
});
