/** Phone number rule of SPEC §5, shared by the contact form and the server. */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** The digits of a phone number as typed: spaces, dashes, dots, parentheses and `+` removed. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Valid when 7 to 15 digits remain after every non-digit is stripped. */
export function isValidPhoneNumber(value: string): boolean {
  const digitCount = phoneDigits(value).length;
  return digitCount >= PHONE_MIN_DIGITS && digitCount <= PHONE_MAX_DIGITS;
}
