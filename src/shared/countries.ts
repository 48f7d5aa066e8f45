import { getCountries, getCountryCallingCode, type CountryCode as PhoneLibCountryCode } from 'libphonenumber-js';
import { countryName } from './country-names.js';

export { countryName, STARTUP_LOCATION_COUNTRIES, type StartupLocationCountry } from './country-names.js';

/**
 * Countries for both sides: ISO 3166-1 alpha-2 codes and dial prefixes come from
 * libphonenumber-js, names from Intl.DisplayNames (DESIGN §1: never a hand-written table).
 */
export type CountryCode = PhoneLibCountryCode;

export interface PhoneCountry {
  /** ISO alpha-2 code, e.g. `JO`; the identity of an entry, since dial codes are shared (US and CA: +1). */
  country: CountryCode;
  /** Dial prefix, e.g. `+962`. */
  code: string;
  name: string;
}

export const COUNTRY_CODES: readonly CountryCode[] = Object.freeze([...getCountries()]);

const countryCodeSet: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && countryCodeSet.has(value);
}

const phoneCountriesByLocale = new Map<string, readonly PhoneCountry[]>();

/** Every country with its dial prefix, sorted by name in `locale` (about 245 entries). */
export function phoneCountries(locale = 'en'): readonly PhoneCountry[] {
  let list = phoneCountriesByLocale.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    list = Object.freeze(
      COUNTRY_CODES.map((country) => ({ country, code: `+${getCountryCallingCode(country)}`, name: countryName(country, locale) })).sort(
        (a, b) => collator.compare(a.name, b.name),
      ),
    );
    phoneCountriesByLocale.set(locale, list);
  }
  return list;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = phoneCountries('en');

/** SPEC §3: new phone rows start on Jordan. */
export const DEFAULT_PHONE_COUNTRY = Object.freeze({ country: 'JO', code: '+962' } as const satisfies Omit<PhoneCountry, 'name'>);

/** The dial prefix of a country, e.g. `+962` for `JO`; undefined for an unknown code. */
export function dialCode(country: string): string | undefined {
  return isCountryCode(country) ? `+${getCountryCallingCode(country)}` : undefined;
}
