import { formatDate } from '../../../shared/format';
import type { Translation, TranslationKey } from '../../../shared/translation';

/** Whether a text says anything: an editor's `<p></p>` is empty too. */
export function hasText(value: string): boolean {
  return value.replace(/<[^>]*>/gu, '').trim() !== '';
}

/** What "Translate with AI" asks for: each text with an original whose translation is missing or out of date. */
export function keysToDraft(keys: TranslationKey[], sources: Record<string, string>, translation: Translation): TranslationKey[] {
  return keys.filter((key) => {
    if (!hasText(sources[key] ?? '')) return false;
    const field = translation.fields[key];
    return !field || field.stale || !hasText(field.value);
  });
}

/** "March 3" for a stale note: the day the original changed, with its year only when that is not this year. */
export function changedOn(updatedAt: string, locale: string, now = new Date()): string {
  const isThisYear = new Date(updatedAt).getFullYear() === now.getFullYear();
  return formatDate(updatedAt, locale, { day: 'numeric', month: 'long', ...(isThisYear ? {} : { year: 'numeric' }) });
}
