import { COUNTRY_CODES, countryName, isCountryCode } from '../../shared/countries.js';
import { BUSINESS_STAGE_MESSAGES, CURRENT_STAGE_MESSAGES, SECTOR_MESSAGES } from '../../shared/enum-messages.js';
import { MESSAGES_AR } from '../../shared/i18n/messages-ar.js';
import { sanitizeRichText } from '../html/sanitize.js';
import { readAmount } from './amounts.js';
import { foldText } from './quote-check.js';
import type { FieldKind } from './draft-schema.js';

/** The English labels the app shows for an enumeration's values; their Arabic comes from the catalog. */
const CHOICE_LABELS: Record<string, string>[] = [BUSINESS_STAGE_MESSAGES, SECTOR_MESSAGES, CURRENT_STAGE_MESSAGES];

const CURRENCY_SYMBOLS: Record<string, string> = { $: 'USD', US$: 'USD', '€': 'EUR', '£': 'GBP' };

/** A value as the model may write it ("Series A", "series-a", "السلسلة (أ)") → the allowed value. */
function mapChoice(values: readonly string[], raw: string): string | undefined {
  const folded = foldText(raw);
  const asValue = folded.replace(/[\s-]+/g, '_');
  for (const value of values) {
    if (value === asValue) return value;
    const english = CHOICE_LABELS.find((labels) => value in labels)?.[value];
    if (english && [english, MESSAGES_AR[english] ?? ''].some((label) => foldText(label) === folded)) return value;
  }
  return undefined;
}

let countriesByName: Map<string, string> | undefined;

/** "JO", "Jordan", "الأردن" → "JO". */
function mapCountry(raw: string): string | undefined {
  const code = raw.trim().toUpperCase();
  if (isCountryCode(code)) return code;
  countriesByName ??= new Map(
    COUNTRY_CODES.flatMap((country) => [
      [foldText(countryName(country, 'en')), country],
      [foldText(countryName(country, 'ar')), country],
    ]),
  );
  return countriesByName.get(foldText(raw));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Rich text as the save route stores it: plain text becomes a paragraph, HTML goes through the same allow-list. */
function mapRichText(raw: string): string {
  const html = /<[a-z][\s\S]*>/i.test(raw) ? raw : `<p>${escapeHtml(raw.trim())}</p>`;
  return sanitizeRichText(html);
}

/** The model's value in the form the field's save route takes, or undefined when it cannot be read as one. */
export function toSaveForm(field: FieldKind, raw: string): string | undefined {
  switch (field.kind) {
    case 'choice':
      return mapChoice(field.values, raw);
    case 'country':
      return mapCountry(raw);
    case 'currency':
      return CURRENCY_SYMBOLS[raw.trim()] ?? raw.trim().toUpperCase();
    case 'amount':
      return readAmount(raw);
    case 'rich-text':
      return mapRichText(raw);
    case 'text':
    case 'video-url':
      return raw.trim();
  }
}
