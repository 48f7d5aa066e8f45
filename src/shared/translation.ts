import { z } from 'zod';
import { personAnswer } from './answers.js';
import { maxLengthMessage, richText } from './fields.js';
import { FOUNDER_TITLE_MAX_LENGTH } from './founders.js';
import { toPlainText } from './plain-text.js';
import { STARTUP_BRIEF_RICH_TEXT_FIELDS } from './resources.js';
import { startupBriefSchema } from './startup-brief.js';

/**
 * DESIGN §14: the profile in Arabic and English. The saved records stay in the startup's
 * `profile_locale`; the public texts have a translation into the other language, each
 * remembering the source text it was made from, so an edit of the source makes it stale.
 */
export const PROFILE_LOCALES = ['en', 'ar'] as const;
export type ProfileLocale = (typeof PROFILE_LOCALES)[number];

export const TRANSLATION_PATHS = {
  translation: '/api/startup/translation',
  draft: '/api/startup/translation/draft',
  draftStream: '/api/startup/translation/draft/stream',
} as const;

/** The other language of a profile: the one its translation is in. */
export function otherProfileLocale(locale: ProfileLocale): ProfileLocale {
  return locale === 'en' ? 'ar' : 'en';
}

/** The brief's fields, in the order of its modal's tabs: the one-liner (plain text), then the rich-text ones. */
export const TRANSLATED_BRIEF_FIELDS = ['one_liner', ...STARTUP_BRIEF_RICH_TEXT_FIELDS] as const;
export const TRANSLATED_FOUNDER_FIELDS = ['title', 'brief'] as const;
export type TranslatedFounderField = (typeof TRANSLATED_FOUNDER_FIELDS)[number];

/** `startup-brief.problem`, `fundraising.use_of_funds`, `founders.<id>.brief`: what a translated text is keyed by. */
export type TranslationKey = string;

/** What a key names: a field of the brief, the use of funds, or a field of one founder's entry. */
export type ParsedTranslationKey =
  | { record: 'startup-brief'; field: (typeof TRANSLATED_BRIEF_FIELDS)[number] }
  | { record: 'fundraising'; field: 'use_of_funds' }
  | { record: 'founders'; founderId: string; field: TranslatedFounderField };

export function briefKey(field: (typeof TRANSLATED_BRIEF_FIELDS)[number]): TranslationKey {
  return `startup-brief.${field}`;
}
export const USE_OF_FUNDS_KEY: TranslationKey = 'fundraising.use_of_funds';
export function founderKey(founderId: string, field: TranslatedFounderField): TranslationKey {
  return `founders.${founderId}.${field}`;
}

/** Null for a key that names no translated text (the founder id is not checked here). */
export function parseTranslationKey(key: string): ParsedTranslationKey | null {
  if (key === USE_OF_FUNDS_KEY) return { record: 'fundraising', field: 'use_of_funds' };
  const brief = /^startup-brief\.([a-z_]+)$/u.exec(key);
  if (brief) {
    const field = TRANSLATED_BRIEF_FIELDS.find((name) => name === brief[1]);
    return field ? { record: 'startup-brief', field } : null;
  }
  const founder = /^founders\.([0-9a-f-]{36})\.(title|brief)$/u.exec(key);
  return founder ? { record: 'founders', founderId: founder[1]!, field: founder[2] as TranslatedFounderField } : null;
}

/** Rich-text HTML (sanitized as everywhere) or plain text (the one-liner and a founder's title). */
export function isRichTextKey(key: TranslationKey): boolean {
  const parsed = parseTranslationKey(key);
  return parsed !== null && parsed.field !== 'one_liner' && parsed.field !== 'title';
}

/**
 * Whether a source text is the same as the one a translation was made from. Only a change a
 * reader sees counts: whitespace runs (spaces, line breaks, between tags, at the edges of a
 * paragraph or list item) are folded first.
 */
export function sameSourceText(a: string, b: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFC')
      .replace(/\s+/gu, ' ')
      .replace(/>\s+</gu, '><')
      .replace(/\s*(<\/?(?:p|li|ul|ol|br)\b[^>]*>)\s*/giu, '$1')
      .trim();
  return fold(a) === fold(b);
}

/** What the translation routes say (English is the key of their Arabic in i18n/messages-ar.ts). */
export const TRANSLATION_MESSAGES = {
  chooseLocale: 'Choose English or Arabic.',
  saved: 'Translation saved.',
  sameAsProfile: 'This is the language the profile is written in: choose the other one.',
  unknownKey: 'This text cannot be translated: it is not part of the profile.',
} as const;

/** A profile language: Startup details' `profile_locale`, and the `locale` of a translation. */
export const profileLocale = z.enum(PROFILE_LOCALES, { error: TRANSLATION_MESSAGES.chooseLocale });

const translatedTitle = z
  .string({ error: 'Please enter text.' })
  .transform((title) => toPlainText(title))
  .pipe(z.string().max(FOUNDER_TITLE_MAX_LENGTH, maxLengthMessage(FOUNDER_TITLE_MAX_LENGTH)));

/**
 * One translated text, checked as its source field is: the one-liner and a title as plain text
 * within their fields' limits, the rest as rich text (the server sanitizes it). '' removes it.
 */
export function translatedValueSchema(key: TranslationKey) {
  const field = parseTranslationKey(key)?.field;
  if (field === 'one_liner') return startupBriefSchema.shape.one_liner;
  if (field === 'title') return translatedTitle;
  return richText();
}

/** GET /api/startup/translation?locale=xx. */
export const translationQuerySchema = z.object({ locale: profileLocale });

/** POST /api/startup/translation: saves those keys only (If-Match as DESIGN §9). */
export const saveTranslationSchema = z.object({
  locale: profileLocale,
  fields: z.record(z.string(), z.string({ error: 'Please enter text.' })),
});
export type SaveTranslationInput = z.input<typeof saveTranslationSchema>;

/** POST /api/startup/translation/draft (and its SSE twin): default every missing or stale key. */
export const draftTranslationSchema = z.object({
  locale: profileLocale,
  keys: z.array(z.string()).min(1).optional(),
});
export type DraftTranslationInput = z.input<typeof draftTranslationSchema>;

const translatedField = z.strictObject({
  /** As saved; '' when not translated yet. */
  value: z.string(),
  /** The source was saved with a change since this translation was. */
  stale: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: personAnswer.nullable(),
});
export type TranslatedField = z.infer<typeof translatedField>;

/** GET and POST /api/startup/translation → data (with the translation's ETag). */
export const translationAnswer = z.strictObject({
  locale: profileLocale,
  /** Every key of the profile, translated or not. */
  fields: z.record(z.string(), translatedField),
  /** Keys with a source and a translation, of `total`; `stale` of them out of date. */
  translated: z.number(),
  stale: z.number(),
  /** Keys whose source is not empty. */
  total: z.number(),
});
export type Translation = z.infer<typeof translationAnswer>;

export const TRANSLATION_SKIP_REASONS = ['empty', 'wrong_language'] as const;

export const translationProposal = z.strictObject({ key: z.string(), value: z.string() });
export type TranslationProposal = z.infer<typeof translationProposal>;

/** POST /api/startup/translation/draft → data; writes nothing. */
export const translationDraftAnswer = z.strictObject({
  proposals: z.array(translationProposal),
  /** Keys the provider answered empty or in the other language for: no proposal. */
  skipped: z.array(z.strictObject({ key: z.string(), reason: z.enum(TRANSLATION_SKIP_REASONS) })),
});
export type TranslationDraft = z.infer<typeof translationDraftAnswer>;

export const TRANSLATION_DRAFT_STREAM_EVENTS = { proposal: 'proposal', done: 'done', error: 'error' } as const;

/** The translation's progress on the overview (GET /api/startup/readiness → `translation`). */
export const translationProgress = z.strictObject({
  locale: profileLocale,
  translated: z.number(),
  stale: z.number(),
  total: z.number(),
});
export type TranslationProgress = z.infer<typeof translationProgress>;
