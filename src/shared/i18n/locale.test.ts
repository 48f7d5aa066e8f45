import { describe, expect, it } from 'vitest';
import { directionOf, isLocale, localeFromAcceptLanguage } from './locale.js';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['ar', 'ar'],
    ['AR-sa', 'ar'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-CA, ar;q=0.7, en;q=0.8', 'en'],
    ['fr-CA, en;q=0.7, ar;q=0.8', 'ar'],
    ['de, *;q=0.5', undefined],
    ['en;q=0, ar;q=0.001', 'ar'],
    ['ar ; q=1.0 , en', 'ar'],
    ['', undefined],
  ])('%j → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('keeps the header order between equal weights', () => {
    expect(localeFromAcceptLanguage('en;q=0.5, ar;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('ar, en')).toBe('ar');
  });

  it.each([['ar;q=abc'], ['ar;q=2'], ['ar,,en;;'], ['ar\u0000'], ['عربي'], [`ar,${'x'.repeat(2000)}`]])(
    'treats the malformed %j as no choice, never throwing',
    (header) => {
      expect(localeFromAcceptLanguage(header)).toBeUndefined();
    },
  );

  it('treats a missing header as no choice', () => {
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});

describe('isLocale and directionOf', () => {
  it('knows en and ar only, and which way each reads', () => {
    expect(['en', 'ar', 'fr', 'ar-SA', '', undefined, 1].map(isLocale)).toEqual([true, true, false, false, false, false, false]);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
