import { useMemo } from 'react';
import { directionOf } from '../../shared/i18n/locale';
import { STARTUP_DETAILS_PATHS, type StartupDetails } from '../../shared/startup-details';
import type { ProfileLocale } from '../../shared/translation';
import type { TextLanguage } from '../components/rich-text-editor';
import { useResource } from './resource';

/** The language the profile is written in (Startup details, DESIGN §14), once known; the details card has usually read it already. */
export function useProfileLocale(): ProfileLocale | null {
  return useResource<StartupDetails>(STARTUP_DETAILS_PATHS, { refetchOnMount: false }).data?.profile_locale ?? null;
}

/** The `lang` and `dir` of the original's editors: the profile's language (none until it is known). */
export function useProfileLanguage(): TextLanguage {
  const locale = useProfileLocale();
  return useMemo(() => (locale ? { lang: locale, dir: directionOf(locale) } : {}), [locale]);
}
