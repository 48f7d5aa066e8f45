import type { Locale } from '../../shared/i18n/locale';
import { changeLocale, i18next } from '../i18n';
import { loadCatalog } from '../i18n/load-catalog';
import { api } from './api-client';

/** The language switch's options, each named in its own language. */
export const LOCALE_OPTIONS: readonly { locale: Locale; label: string }[] = [
  { locale: 'en', label: 'English' },
  { locale: 'ar', label: 'العربية' },
];

/**
 * Saves the founder's language (on the account when logged in, in the fd_locale cookie always)
 * and shows the page in it at once: no reload, so nothing typed is lost.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === i18next.language) return;
  await Promise.all([api('POST', '/api/account/locale', { locale }), loadCatalog(locale)]);
  await changeLocale(locale);
}
