/**
 * Country names from Intl.DisplayNames, without libphonenumber-js: the dashboard's cards
 * name countries, and only the forms need the phone data that `countries.ts` brings.
 */
import type { CountryCode } from './countries.js';

// Intl calls PS "Palestinian Territories"; the product and its users say Palestine (SPEC §2).
const NAME_OVERRIDES: Record<string, Partial<Record<CountryCode, string>>> = {
  en: { PS: 'Palestine' },
  ar: { PS: 'فلسطين' },
};

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }));
    } catch (error) {
      console.error(`countryName: no region names for locale "${locale}"`, error);
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale) ?? null;
}

/** The country's name in `locale`; the code itself when the runtime does not know it. */
export function countryName(code: string, locale = 'en'): string {
  const upper = code.toUpperCase();
  const language = locale.split('-')[0] ?? locale;
  const override = NAME_OVERRIDES[language]?.[upper as CountryCode];
  if (override) return override;
  try {
    return regionNames(locale)?.of(upper) ?? upper;
  } catch {
    return upper; // not a well-formed region code: show it as given
  }
}

/** The 22 startup locations of SPEC §2, in the specification's order. */
export const STARTUP_LOCATION_COUNTRIES = Object.freeze([
  'DZ',
  'BH',
  'KM',
  'DJ',
  'EG',
  'IQ',
  'JO',
  'KW',
  'LB',
  'LY',
  'MR',
  'MA',
  'OM',
  'PS',
  'QA',
  'SA',
  'SO',
  'SD',
  'SY',
  'TN',
  'AE',
  'YE',
] as const satisfies readonly CountryCode[]);

export type StartupLocationCountry = (typeof STARTUP_LOCATION_COUNTRIES)[number];
