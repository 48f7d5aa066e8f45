/**
 * Display helpers of SPEC §1. A failure never breaks a page: it is logged and the
 * raw input is shown instead.
 */

/**
 * Latin digits in both languages (DESIGN §6; what Arab web products commonly show): the one setting
 * every display of a number, amount or date goes through. 'arab' would switch Arabic pages to ٠١٢٣.
 */
export const NUMBERING_SYSTEM = 'latn';

/** `locale` with the product's numbering system, for any Intl formatter (throws on a malformed locale). */
export function displayLocale(locale = 'en'): string {
  return new Intl.Locale(locale, { numberingSystem: NUMBERING_SYSTEM }).toString();
}

export function formatDate(value: string | number | Date, locale?: string, options?: Intl.DateTimeFormatOptions): string {
  try {
    const date =
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? new Date(`${value}T12:00:00`) // a calendar date, not an instant: noon keeps it on the same day everywhere
        : new Date(value);
    if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
    return new Intl.DateTimeFormat(displayLocale(locale), options ?? { dateStyle: 'long' }).format(date);
  } catch (error) {
    console.error('formatDate failed', error);
    return String(value);
  }
}

/** An amount as "$1,234.50" in every language: amounts are shown left to right, like codes. */
export function formatCurrency(amount: string | number, currency = 'USD'): string {
  try {
    const value = typeof amount === 'number' ? amount : Number(amount);
    if (typeof amount === 'string' && amount.trim() === '') throw new RangeError('Empty amount');
    if (!Number.isFinite(value)) throw new RangeError(`Invalid amount: ${String(amount)}`);
    return new Intl.NumberFormat(displayLocale('en-US'), { style: 'currency', currency }).format(value);
  } catch (error) {
    console.error('formatCurrency failed', error);
    return String(amount);
  }
}
