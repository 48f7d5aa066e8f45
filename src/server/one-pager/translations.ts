import { isLocale, type Locale } from '../../shared/i18n/locale.js';
import type { TranslationKey } from '../../shared/translation.js';
import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';

/** The language a profile's saved texts are in, and their translations into the other one (DESIGN §14). */
export interface ProfileLanguages {
  profileLocale: Locale;
  /** Non-empty translations only, stale ones included: a stale translation is still the founders' text. */
  translations: ReadonlyMap<TranslationKey, string>;
}

// One query for both: the startup's row, joined to each translation in the language it is not written in.
const findLanguages = preparedQuery((db, param: Placeholders<{ startupId: string }>) =>
  db
    .selectFrom('startups')
    .leftJoin('startup_translations as translation', (join) =>
      join
        .onRef('translation.startup_id', '=', 'startups.id')
        .onRef('translation.locale', '<>', 'startups.profile_locale')
        .on('translation.value', '<>', ''),
    )
    .select(['startups.profile_locale', 'translation.key', 'translation.value'])
    .where('startups.id', '=', param('startupId')),
);

/** What the one-pager reads of a profile's translations; the translation routes write them. */
export class OnePagerTranslations {
  constructor(private readonly db: Db) {}

  async find(startupId: string): Promise<ProfileLanguages> {
    const rows = await findLanguages(this.db, { startupId });
    const stored = rows[0]?.profile_locale;
    const translations = new Map<TranslationKey, string>();
    for (const { key, value } of rows) if (key !== null && value !== null) translations.set(key, value);
    return { profileLocale: isLocale(stored) ? stored : 'en', translations };
  }
}
