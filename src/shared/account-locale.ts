import { z } from 'zod';
import { LOCALES } from './i18n/locale.js';

/** `POST /api/account/locale` (DESIGN §6); the path is ACCOUNT_LOCALE_PATH in i18n/locale.ts. */
export const ACCOUNT_LOCALE_MESSAGES = {
  saved: 'Language saved.',
  invalid: 'Please choose English or Arabic.',
} as const;

export const accountLocaleSchema = z.object({ locale: z.enum(LOCALES, { error: ACCOUNT_LOCALE_MESSAGES.invalid }) });

/** POST /api/account/locale → data: the language now in effect. */
export const accountLocaleAnswer = z.strictObject({ locale: z.enum(LOCALES) });
