/**
 * Amounts as investors read them: "$750K", "$1.25M"; in Arabic "750 ألف دولار أمريكي" (the number, its
 * scale word, then the currency's name, as Arabic financial writing has it). Display only: the stored
 * amount stays the exact decimal string of money.ts. Like the helpers of format.ts, a failure is logged
 * and the raw input is shown.
 */
import { displayLocale } from './format.js';

function isArabic(locale: string): boolean {
  return locale.toLowerCase().startsWith('ar');
}

function compactFormatter(currency: string, locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(displayLocale(locale), {
    style: 'currency',
    currency,
    notation: 'compact',
    // A symbol ("$", "€") where the language puts it before the number; the currency's name in Arabic.
    currencyDisplay: isArabic(locale) ? 'name' : 'narrowSymbol',
    maximumSignificantDigits: 3,
  });
}

function amountValue(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : amount.trim() === '' ? Number.NaN : Number(amount);
  if (!Number.isFinite(value)) throw new RangeError(`Invalid amount: ${String(amount)}`);
  return value;
}

/** "750000", "USD", "en" → "$750K"; "ar" → "750 ألف دولار أمريكي". */
export function formatCompactMoney(amount: string | number, currency: string, locale: string): string {
  try {
    return compactFormatter(currency, locale).format(amountValue(amount));
  } catch (error) {
    console.error('formatCompactMoney failed', error);
    return String(amount);
  }
}

/**
 * A ticket range: "$25K–$150K" in English; in Arabic the currency is named once at the end
 * ("25–150 ألف دولار أمريكي"). Equal ends read as one amount.
 */
export function formatCompactMoneyRange(min: string | number, max: string | number, currency: string, locale: string): string {
  try {
    const [low, high] = [amountValue(min), amountValue(max)];
    const formatter = compactFormatter(currency, locale);
    if (formatter.format(low) === formatter.format(high)) return formatter.format(low);
    return isArabic(locale) ? formatter.formatRange(low, high) : `${formatter.format(low)}–${formatter.format(high)}`;
  } catch (error) {
    console.error('formatCompactMoneyRange failed', error);
    return `${String(min)}–${String(max)}`;
  }
}
