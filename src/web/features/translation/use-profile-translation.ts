import type { ResourcePaths } from '../../../shared/fields';
import { TRANSLATION_PATHS, type ProfileLocale, type Translation } from '../../../shared/translation';
import { useResource } from '../../lib/resource';

/** The translation into `locale` as one shared record (DESIGN §9): read with its ETag, saved with `If-Match`. */
export function translationPaths(locale: ProfileLocale): ResourcePaths {
  return { get: `${TRANSLATION_PATHS.translation}?locale=${locale}`, save: TRANSLATION_PATHS.translation };
}

export function useProfileTranslation(locale: ProfileLocale) {
  return useResource<Translation>(translationPaths(locale));
}
