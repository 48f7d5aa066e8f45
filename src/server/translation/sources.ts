import { isDefaultFounderTitle } from '../../shared/founder-title.js';
import { toPlainText } from '../../shared/plain-text.js';
import {
  briefKey,
  founderKey,
  sameSourceText,
  TRANSLATED_BRIEF_FIELDS,
  USE_OF_FUNDS_KEY,
  type ProfileLocale,
  type TranslationKey,
  type TranslationProgress,
} from '../../shared/translation.js';
import type { SourceRows } from './repository.js';

/** Every translated key of the profile with its source text now, in the forms' order (DESIGN §14). */
export function profileSources({ brief, useOfFunds, founders }: SourceRows): Map<TranslationKey, string> {
  const sources = new Map<TranslationKey, string>();
  for (const field of TRANSLATED_BRIEF_FIELDS) sources.set(briefKey(field), brief?.[field] ?? '');
  sources.set(USE_OF_FUNDS_KEY, useOfFunds);
  for (const founder of founders) {
    // The default title is shown in the reader's language already: nothing to translate.
    sources.set(founderKey(founder.id, 'title'), isDefaultFounderTitle(founder.title) ? '' : founder.title);
    sources.set(founderKey(founder.id, 'brief'), founder.brief);
  }
  return sources;
}

/** A source with no text a reader sees (an empty editor leaves `<p></p>`): listed, never counted or drafted. */
export function isBlankSource(source: string): boolean {
  return toPlainText(source) === '';
}

/** What a translation of a key remembers: its text and the source it was made from. */
export interface SavedTranslation {
  value: string;
  source: string;
}

/** A saved translation whose source was saved with a change since. */
export function isStale(saved: SavedTranslation | undefined, source: string): boolean {
  return saved !== undefined && !sameSourceText(saved.source, source);
}

/** The progress of DESIGN §14: keys with a source, how many are translated, and how many of those are out of date. */
export function countTranslation(sources: Map<TranslationKey, string>, saved: Map<TranslationKey, SavedTranslation>) {
  let translated = 0;
  let stale = 0;
  let total = 0;
  for (const [key, source] of sources) {
    if (isBlankSource(source)) continue;
    total += 1;
    const translation = saved.get(key);
    if (!translation) continue;
    translated += 1;
    if (isStale(translation, source)) stale += 1;
  }
  return { translated, stale, total };
}

/** Keys a draft takes by default: a source to translate, and no translation or an out-of-date one. */
export function keysToDraft(sources: Map<TranslationKey, string>, saved: Map<TranslationKey, SavedTranslation>): TranslationKey[] {
  return [...sources]
    .filter(([key, source]) => !isBlankSource(source) && (!saved.has(key) || isStale(saved.get(key), source)))
    .map(([key]) => key);
}

/** The overview's line (GET /api/startup/readiness): the counts GET translation answers for `locale`, from rows of either language. */
export function translationProgressOf(
  locale: ProfileLocale,
  sources: SourceRows,
  rows: readonly (SavedTranslation & { locale: string; key: TranslationKey })[],
): TranslationProgress {
  const saved = new Map(rows.filter((row) => row.locale === locale).map((row) => [row.key, row]));
  return { locale, ...countTranslation(profileSources(sources), saved) };
}
