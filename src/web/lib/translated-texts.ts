import {
  briefKey,
  founderKey,
  parseTranslationKey,
  TRANSLATED_BRIEF_FIELDS,
  TRANSLATED_FOUNDER_FIELDS,
  USE_OF_FUNDS_KEY,
  type TranslationKey,
} from '../../shared/translation';

/** A form with a translated version (DESIGN §14): the brief, fundraising, or one founder's entry. */
export type TranslatedForm = { record: 'startup-brief' } | { record: 'fundraising' } | { record: 'founders'; founderId: string };

/** The texts of a form its translated version shows, in the form's own order. */
export function formTranslationKeys(form: TranslatedForm): TranslationKey[] {
  if (form.record === 'startup-brief') return TRANSLATED_BRIEF_FIELDS.map(briefKey);
  if (form.record === 'fundraising') return [USE_OF_FUNDS_KEY];
  return TRANSLATED_FOUNDER_FIELDS.map((field) => founderKey(form.founderId, field));
}

/** The form field a key translates: `startup-brief.problem` → `problem`, `founders.<id>.title` → `title`. */
export function sourceFieldOf(key: TranslationKey): string {
  const parsed = parseTranslationKey(key);
  if (!parsed) throw new Error(`Not a translated text: ${key}`);
  return parsed.field;
}
