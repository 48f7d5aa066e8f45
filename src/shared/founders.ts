import { z } from 'zod';
import { FOUNDER_MESSAGES } from './feature-messages.js';
import { FIELD_MESSAGES, maxLengthMessage, optionalWebUrl, RICH_TEXT_MAX_LENGTH } from './fields.js';
import { hasVisibleCharacter, personName } from './names.js';
import { toPlainText } from './plain-text.js';
import { isLinkedinHost } from './web-url.js';
import { FOUNDER_DEFAULT_TITLE, isDefaultFounderTitle } from './founder-title.js';

export { FOUNDER_MESSAGES };
export { FOUNDERS_PATHS } from './resources.js';
export { FOUNDER_DEFAULT_TITLE };

export const FOUNDER_TITLE_MAX_LENGTH = 100;
export const FOUNDER_EMAIL_MAX_LENGTH = 254;
export const FOUNDER_URL_MAX_LENGTH = 500;

/** SPEC §5: the founder form cannot be sent without these. */
export const FOUNDER_REQUIRED_FIELDS = ['first_name', 'last_name', 'email', 'title', 'brief'] as const;

/** The multipart field of the founder's photo. */
export const AVATAR_FIELD = 'avatar';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The stored avatar fits in this square (pixels). */
export const AVATAR_MAX_DIMENSION = 256;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The file input's `accept` attribute: a hint only, the server decides by content. */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');

const required = (max: number) =>
  z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(max, maxLengthMessage(max));

/** The text fields of the founder form, for add and edit alike; the avatar file travels beside them. */
export const founderSchema = z.object({
  first_name: personName(),
  last_name: personName(),
  email: required(FOUNDER_EMAIL_MAX_LENGTH).toLowerCase().pipe(z.email(FOUNDER_MESSAGES.email)),
  title: z
    .string({ error: FIELD_MESSAGES.required })
    .nullish()
    .transform((value) => value ?? FOUNDER_DEFAULT_TITLE)
    .pipe(required(FOUNDER_TITLE_MAX_LENGTH))
    // The default shown in either language is saved as the marker, so it keeps following the reader's.
    .transform((title) => (isDefaultFounderTitle(title) ? FOUNDER_DEFAULT_TITLE : title)),
  /** Rich-text HTML; blank when it holds no text at all. The server sanitizes it. */
  brief: z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .max(RICH_TEXT_MAX_LENGTH, maxLengthMessage(RICH_TEXT_MAX_LENGTH))
    .refine((html) => toPlainText(html) !== '', FIELD_MESSAGES.required),
  linkedin_url: optionalWebUrl({ maxLength: FOUNDER_URL_MAX_LENGTH, message: FOUNDER_MESSAGES.linkedin, isAllowedHost: isLinkedinHost }),
});

/** What the form holds (react-hook-form's field values). */
export type FounderInput = z.input<typeof founderSchema>;
/** What a valid save carries. */
export type FounderPayload = z.output<typeof founderSchema>;
export type FounderRequiredField = (typeof FOUNDER_REQUIRED_FIELDS)[number];

/** The required fields left blank, in form order (empty when the form may be sent). */
export function missingFounderFields(input: Partial<Record<FounderRequiredField, string | null>>): FounderRequiredField[] {
  return FOUNDER_REQUIRED_FIELDS.filter((field) => {
    const value = input[field] ?? (field === 'title' ? FOUNDER_DEFAULT_TITLE : '');
    return field === 'brief' ? toPlainText(value) === '' : !hasVisibleCharacter(value);
  });
}

/** One founder as GET /api/startup/founders lists it (and as its saves answer it); blank fields are ''. */
export const founderAnswer = z.strictObject({
  id: z.string(),
  /** The account linked to this founder, or null for a co-founder without one. */
  user_id: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  title: z.string(),
  /** The authorised avatar route, or '' when the founder has no avatar. */
  avatar_url: z.string(),
  brief: z.string(),
  linkedin_url: z.string(),
  email: z.string(),
  /** True on the current user's own row (always listed first). */
  isYou: z.boolean(),
});

/** GET /api/startup/founders → data. */
export const foundersAnswer = z.array(founderAnswer);

export type Founder = z.infer<typeof founderAnswer>;
