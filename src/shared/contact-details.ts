import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY, dialCode } from './countries.js';
import { CONTACT_DETAILS_MESSAGES } from './feature-messages.js';
import { optionalWebUrl } from './fields.js';
import { latinDigits } from './digits.js';
import { isValidPhoneNumber, normalizePhone } from './phone.js';
import { MAX_CONTACT_ROWS } from './resources.js';
import { isLinkedinHost, isPublicHost } from './web-url.js';

export { CONTACT_DETAILS_MESSAGES };
export { CONTACT_DETAILS_PATHS, MAX_CONTACT_ROWS } from './resources.js';

export const CONTACT_URL_MAX_LENGTH = 500;
export const PHONE_MAX_LENGTH = 32;

const contactPhoneAnswer = z.strictObject({
  /** The national significant number, digits only, without the trunk prefix: 795123456 for JO 0795123456. */
  value: z.string(),
  /** The dial prefix, such as +962. */
  country_code: z.string(),
  /** ISO 3166-1 alpha-2, such as JO; tells US and CA apart although both dial +1. */
  country: z.string(),
  /** The whole number in E.164, such as +962795123456 (what `tel:` dials). */
  e164: z.string(),
  /** The number as shown, such as +962 7 9512 3456 (formatted here, so the dashboard's first page needs no phone metadata). */
  international: z.string(),
});

/**
 * GET /api/profile/contact-details → data. Before the first save: emails = [{ value: login email }],
 * phones = whatsapps = [] (the form adds its own blank +962 / JO row), links ''.
 */
export const contactDetailsAnswer = z.strictObject({
  emails: z.array(z.strictObject({ value: z.string() })),
  phones: z.array(contactPhoneAnswer),
  whatsapps: z.array(contactPhoneAnswer),
  linkedin: z.string(),
  website: z.string(),
});

export type ContactDetails = z.infer<typeof contactDetailsAnswer>;
/** A phone or WhatsApp number as the GET returns it. */
export type ContactPhone = z.infer<typeof contactPhoneAnswer>;

/** A phone or WhatsApp row as the form holds and saves it (`country_code` is accepted for `code`). */
export interface ContactPhoneInput {
  number: string;
  code: string;
  country: string;
}

/** What a new account's GET answers: its login email, nothing else. */
export function emptyContactDetails(loginEmail: string): ContactDetails {
  return { emails: [{ value: loginEmail }], phones: [], whatsapps: [], linkedin: '', website: '' };
}

const emailFormat = z.email();

const emailEntrySchema = z.object({
  value: z
    .string({ error: CONTACT_DETAILS_MESSAGES.email })
    .trim()
    .refine((value) => value === '' || (value.length <= 254 && emailFormat.safeParse(value).success), CONTACT_DETAILS_MESSAGES.email)
    .nullish()
    .transform((value) => value ?? ''),
});

const phoneText = z
  .union([z.string(), z.number()], { error: CONTACT_DETAILS_MESSAGES.phone })
  .nullish()
  .transform((value) => (value == null ? '' : latinDigits(String(value)).trim()));

const codeText = z
  .string({ error: CONTACT_DETAILS_MESSAGES.dialCode })
  .nullish()
  .transform((value) => (value ?? '').replace(/\s+/g, ''));

/** '+962', '962' and '00962' all mean +962; undefined when it is no dial prefix at all. */
export function normalizeDialCode(code: string): string | undefined {
  const digits = code.replace(/^(\+|00)/, '');
  return /^\d{1,4}$/.test(digits) ? `+${digits}` : undefined;
}

/**
 * One phone or WhatsApp row: `{ number, code, country }`, with `country_code` accepted
 * for `code`. A row with a blank number becomes null and is dropped; a row with neither
 * code nor country dials Jordan (SPEC §3), like the form's default row. The number is kept
 * as its national significant number (`normalizePhone`): JO 079 512 3456 → 795123456.
 */
const phoneEntrySchema = z
  .object({
    number: phoneText,
    code: codeText,
    country_code: codeText,
    country: z
      .string({ error: CONTACT_DETAILS_MESSAGES.phoneCountry })
      .nullish()
      .transform((value) => (value ?? '').trim().toUpperCase()),
  })
  .transform((row, ctx): ContactPhoneInput | null => {
    if (row.number === '') return null;
    const fail = (field: string, message: string) => {
      ctx.addIssue({ code: 'custom', message, path: [field], input: row });
      return z.NEVER;
    };
    if (row.number.length > PHONE_MAX_LENGTH || !isValidPhoneNumber(row.number)) return fail('number', CONTACT_DETAILS_MESSAGES.phone);
    const givenCode = row.code || row.country_code;
    const national = (country: string) => normalizePhone(row.number, country).national;
    if (givenCode === '' && row.country === '') return { number: national(DEFAULT_PHONE_COUNTRY.country), ...DEFAULT_PHONE_COUNTRY };
    if (row.country === '') return fail('country', CONTACT_DETAILS_MESSAGES.phoneCountry);
    const countryDialCode = dialCode(row.country);
    if (!countryDialCode) return fail('country', CONTACT_DETAILS_MESSAGES.phoneCountry);
    if (givenCode === '') return { number: national(row.country), code: countryDialCode, country: row.country };
    const code = normalizeDialCode(givenCode);
    if (!code) return fail('code', CONTACT_DETAILS_MESSAGES.dialCode);
    if (code !== countryDialCode) return fail('code', CONTACT_DETAILS_MESSAGES.dialCodeMismatch);
    return { number: national(row.country), code, country: row.country };
  });

const phoneListSchema = z
  .array(phoneEntrySchema)
  .max(MAX_CONTACT_ROWS, CONTACT_DETAILS_MESSAGES.tooManyRows)
  .nullish()
  .transform((rows) => (rows ?? []).filter((row) => row !== null));

/** POST /profile/update-contact-details. Blank email rows are dropped too, after their paths were checked. */
export const contactDetailsSchema = z.object({
  emails: z
    .array(emailEntrySchema, { error: CONTACT_DETAILS_MESSAGES.atLeastOneEmail })
    .max(MAX_CONTACT_ROWS, CONTACT_DETAILS_MESSAGES.tooManyRows)
    .transform((rows) => rows.filter((row) => row.value !== ''))
    .refine((rows) => rows.length > 0, CONTACT_DETAILS_MESSAGES.atLeastOneEmail),
  phones: phoneListSchema,
  whatsapps: phoneListSchema,
  linkedin: optionalWebUrl({
    maxLength: CONTACT_URL_MAX_LENGTH,
    message: CONTACT_DETAILS_MESSAGES.linkedin,
    isAllowedHost: isLinkedinHost,
  }),
  website: optionalWebUrl({ maxLength: CONTACT_URL_MAX_LENGTH, message: CONTACT_DETAILS_MESSAGES.website, isAllowedHost: isPublicHost }),
});

/** What the form holds (react-hook-form's field values). */
export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;
/** What a valid save carries, after blanks were dropped and defaults applied. */
export type ContactDetailsPayload = z.output<typeof contactDetailsSchema>;

/** GET data → form values (`value` → `number`, `country_code` → `code`). */
export function contactDetailsToInput(details: ContactDetails) {
  const toRow = (phone: ContactPhone): ContactPhoneInput => ({ number: phone.value, code: phone.country_code, country: phone.country });
  return {
    emails: details.emails.map((email) => ({ value: email.value })),
    phones: details.phones.map(toRow),
    whatsapps: details.whatsapps.map(toRow),
    linkedin: details.linkedin,
    website: details.website,
  };
}
