/** The product's languages (DESIGN §6). Tiny and import-free: the web entry loads it on every first page. */
export const LOCALES = ['en', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that carries a visitor's choice before (and besides) the saved account setting. */
export const LOCALE_COOKIE = 'fd_locale';

/** `POST { locale }`: saves the choice on the account when logged in and always sets the cookie. */
export const ACCOUNT_LOCALE_PATH = '/api/account/locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

// One language range with an optional weight (RFC 9110 §12.5.4); anything else makes the header malformed.
const RANGE = /^([a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)(?:\s*;\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?$/i;
const MAX_HEADER_LENGTH = 1024;

/** The first of our locales the header asks for, by weight then order; malformed or none → undefined. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | undefined {
  if (typeof header !== 'string' || header.length > MAX_HEADER_LENGTH) return undefined;
  const ranges: { locale: Locale; q: number; index: number }[] = [];
  const parts = header.split(',');
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!.trim();
    if (part === '') continue;
    const match = RANGE.exec(part);
    if (!match) return undefined;
    const primary = match[1]!.split('-')[0]!.toLowerCase();
    const q = match[2] === undefined ? 1 : Number(match[2]);
    if (isLocale(primary) && q > 0) ranges.push({ locale: primary, q, index });
  }
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges[0]?.locale;
}
