import { displayLocale } from './format.js';

// Apart from format.ts: only lazily loaded screens (the last-edited line, the comparison) say how long ago,
// and format.ts sits in every first page, whose JavaScript has a budget (scripts/check-bundle.mjs).
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago an instant was, "5 minutes ago" / "قبل 5 دقائق", in the largest whole unit; under a minute is "now". */
export function formatTimeAgo(value: string | Date, locale?: string, now: Date = new Date()): string {
  try {
    const seconds = Math.max(0, (now.getTime() - new Date(value).getTime()) / 1000);
    if (Number.isNaN(seconds)) throw new RangeError(`Invalid instant: ${String(value)}`);
    const format = new Intl.RelativeTimeFormat(displayLocale(locale), { numeric: 'auto' });
    const [unit, size] = RELATIVE_UNITS.find(([, length]) => seconds >= length) ?? ['second', 1];
    return format.format(unit === 'second' ? 0 : -Math.floor(seconds / size), unit);
  } catch (error) {
    console.error('formatTimeAgo failed', error);
    return String(value);
  }
}
