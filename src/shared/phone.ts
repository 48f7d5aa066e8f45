import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { latinDigits } from './digits.js';

/** Phone number rule of SPEC §5, shared by the contact form and the server. */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** The digits of a phone number as typed, Latin: spaces, dashes, dots, parentheses and `+` removed. */
export function phoneDigits(value: string): string {
  return latinDigits(value).replace(/\D/g, '');
}

/** Valid when 7 to 15 digits remain after every non-digit is stripped. */
export function isValidPhoneNumber(value: string): boolean {
  const digitCount = phoneDigits(value).length;
  return digitCount >= PHONE_MIN_DIGITS && digitCount <= PHONE_MAX_DIGITS;
}

/** A phone number of a country, in the forms the app stores and shows. */
export interface NormalizedPhone {
  /** The national significant number, digits only, the trunk prefix dropped: JO 079 512 3456 → 795123456. */
  national: string;
  /** +962795123456: what `tel:` and `wa.me` dial. */
  e164: string;
  /** +962 7 9512 3456: how the number is shown. */
  international: string;
}

/**
 * `number` as typed for `country` (ISO alpha-2), put in E.164 by libphonenumber-js, which drops the
 * national trunk prefix by the country's own rules (JO 0795123456 → +962795123456; IT keeps 06…).
 * A number it cannot read as one of that country's (SPEC §5 accepts any 7 to 15 digits) keeps
 * its digits as they are after the dial prefix.
 */
export function normalizePhone(number: string, country: string): NormalizedPhone {
  const text = latinDigits(number);
  const digits = text.replace(/\D/g, '');
  if (!isSupportedCountry(country)) return { national: digits, e164: `+${digits}`, international: `+${digits}` };
  const callingCode = getCountryCallingCode(country);
  const parsed = parsePhoneNumberFromString(text, country);
  if (parsed && parsed.countryCallingCode === callingCode) {
    return { national: parsed.nationalNumber, e164: parsed.number, international: parsed.formatInternational() };
  }
  return { national: digits, e164: `+${callingCode}${digits}`, international: `+${callingCode} ${digits}` };
}
