import { describe, expect, it } from 'vitest';
import { detectDeckLanguage } from './deck-language.js';

describe('detectDeckLanguage', () => {
  it.each([
    ['an Arabic deck with a brand name in Latin letters', 'نحن نبني منصة للمدفوعات الرقمية في الأسواق الناشئة Acme', 'ar'],
    ['an English deck with an Arabic word', 'We build payments for small shops across the Gulf region: الدفع', 'en'],
    ['a deck half Arabic, half English', 'منصة المدفوعات الرقمية Digital payments platform', 'mixed'],
    ['a deck in a third script (Cyrillic)', 'Мы создаём платёжную платформу для малого бизнеса', 'mixed'],
    ['a deck of numbers only', '2026 — 1 250 000', 'mixed'],
  ])('says %s is %s', (_label, text, language) => {
    expect(detectDeckLanguage(text)).toBe(language);
  });
});
