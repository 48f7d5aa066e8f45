import { z } from 'zod';
import { SHARE_LINK_MESSAGES } from './feature-messages.js';
import { maxLengthMessage } from './field-messages.js';
import { LOCALES } from './i18n/locale.js';

export { SHARE_LINK_MESSAGES };

/** DESIGN §10 share-link routes, and the public one-pager's own paths. */
export const SHARE_LINK_PATHS = {
  list: '/api/startup/share-links',
  create: '/api/startup/share-links',
  link: (id: string) => `/api/startup/share-links/${id}`,
} as const;

export const ONE_PAGER_PATHS = {
  page: (token: string) => `/p/${token}`,
  /** The primary deck, only when the link includes it. */
  deck: (token: string) => `/p/${token}/deck`,
} as const;

/** 24 random bytes in base64url: 192 bits, 32 characters. Anything else is malformed. */
export const SHARE_TOKEN_BYTES = 24;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const SHARE_LINK_NAME_MAX_LENGTH = 80;

const option = z.boolean({ error: SHARE_LINK_MESSAGES.invalidOption }).optional();

/**
 * POST /api/startup/share-links: its name and what the link shows besides the public profile. The
 * contact details are left out unless asked for; the deck is in when left out and a primary deck exists.
 */
export const createShareLinkSchema = z.object({
  name: z
    .string({ error: SHARE_LINK_MESSAGES.invalidName })
    .trim()
    .max(SHARE_LINK_NAME_MAX_LENGTH, maxLengthMessage(SHARE_LINK_NAME_MAX_LENGTH))
    .nullish()
    .transform((name) => name || null),
  include_contact: option.default(false),
  include_deck: option,
  /** The page's default language (DESIGN §14); null or left out: the one-pager chooses as without it. */
  locale: z.enum(LOCALES, { error: SHARE_LINK_MESSAGES.invalidLocale }).nullish().default(null),
});

export type CreateShareLinkInput = z.input<typeof createShareLinkSchema>;
export type CreateShareLinkPayload = z.output<typeof createShareLinkSchema>;

/** One link as the share-link routes answer it. */
export const shareLinkAnswer = z.strictObject({
  id: z.string(),
  name: z.string().nullable(),
  /** `<origin>/p/<token>`. */
  url: z.string(),
  created_at: z.string(),
  include_contact: z.boolean(),
  include_deck: z.boolean(),
  /** The page's default language; a visitor's `?lang` still wins. */
  locale: z.enum(LOCALES).nullable(),
  /** Visitors counted once per day each. */
  views: z.number(),
  /** When the first visitor came; null before (and for links opened more than once before it was recorded). */
  first_viewed_at: z.string().nullable(),
  last_viewed_at: z.string().nullable(),
});

/** GET /api/startup/share-links → data. */
export const shareLinksAnswer = z.array(shareLinkAnswer);

export type ShareLink = z.infer<typeof shareLinkAnswer>;
