import { displayLocale, formatDate } from '../../../shared/format';

/** Within this many days a deadline is said as "in 5 days", "tomorrow"; further off, as its date. */
const SAY_RELATIVE_WITHIN_DAYS = 30;

export type DeadlineWhen =
  | { kind: 'none' }
  | { kind: 'past'; date: string }
  | { kind: 'soon'; days: number; text: string; date: string }
  | { kind: 'later'; date: string };

/** Today as the founder's calendar says it, `Y-m-d`. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole calendar days from `today` to `deadline` (both `Y-m-d`): 0 today, 1 tomorrow, -1 yesterday. */
export function daysUntil(deadline: string, today: string): number {
  const day = (value: string) => Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
  return Math.round((day(deadline) - day(today)) / 86_400_000);
}

/** How a deadline is said in `locale`: "in 5 days" / «خلال 5 أيام», "tomorrow", its date further off, or passed. */
export function deadlineWhen(deadline: string, today: string, locale: string): DeadlineWhen {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deadline)) return { kind: 'none' };
  const date = formatDate(deadline, locale);
  const days = daysUntil(deadline, today);
  if (days < 0) return { kind: 'past', date };
  if (days > SAY_RELATIVE_WITHIN_DAYS) return { kind: 'later', date };
  const text = new Intl.RelativeTimeFormat(displayLocale(locale), { numeric: 'auto' }).format(days, 'day');
  return { kind: 'soon', days, text, date };
}
