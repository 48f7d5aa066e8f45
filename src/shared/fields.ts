/**
 * Field building blocks shared by the feature schemas. Blank optional fields are
 * always '' (never null) in both the validated payload and the GET data.
 */
import { z } from 'zod';
import { isCountryCode } from './countries.js';
import { latinDigits } from './digits.js';
import { FIELD_MESSAGES, maxLengthMessage } from './field-messages.js';
import { parseWebUrl } from './web-url.js';

export { FIELD_MESSAGES, maxLengthMessage } from './field-messages.js';

/** The most HTML one rich-text field may hold. */
export const RICH_TEXT_MAX_LENGTH = 30_000;

const blankToEmpty = (value: string | null | undefined) => value ?? '';

/** Optional trimmed text; null, undefined and whitespace become ''. */
export function optionalText(max: number) {
  return z.string({ error: FIELD_MESSAGES.text }).trim().max(max, maxLengthMessage(max)).nullish().transform(blankToEmpty);
}

export interface WebUrlRules {
  maxLength: number;
  /** The message when the text is no http(s) link or its host is refused. */
  message: string;
  isAllowedHost: (hostname: string) => boolean;
}

/** An optional http(s) link whose host passes `isAllowedHost`, stored normalized (`normalizeWebUrl`); '' when blank. */
export function optionalWebUrl({ maxLength, message, isAllowedHost }: WebUrlRules) {
  return optionalText(maxLength)
    .transform((value, ctx) => {
      if (value === '') return '';
      const url = parseWebUrl(value);
      if (url && isAllowedHost(url.hostname)) return url.href;
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    })
    .refine((value) => value.length <= maxLength, maxLengthMessage(maxLength));
}

/** Rich-text HTML from the editor. The server sanitizes it before storing; the browser only checks its size. */
export function richText() {
  return optionalText(RICH_TEXT_MAX_LENGTH);
}

/** One of `values`, or '' when blank. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string({ error: FIELD_MESSAGES.chooseOption })
    .trim()
    .nullish()
    .transform(blankToEmpty)
    .pipe(z.union([z.literal(''), z.enum(values)], { error: FIELD_MESSAGES.chooseOption }));
}

/** An enumeration as an answer carries it: one of `values`, or '' when blank. */
export function enumAnswer<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.literal(''), z.enum(values)]);
}

/** An ISO 3166-1 alpha-2 code (upper-cased), or '' when blank. */
export function optionalCountry() {
  return z
    .string({ error: FIELD_MESSAGES.chooseCountry })
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || isCountryCode(code), FIELD_MESSAGES.chooseCountry)
    .nullish()
    .transform(blankToEmpty);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written strictly as Y-m-d (2023-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Today's date where the calendar is furthest ahead (UTC+14): a date after it is in the
 * future for every founder, whatever their time zone, so browser and server agree.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export interface DateRules {
  /** Message when the date is today or later. */
  mustBePast?: string;
  /** Message when the date is after today. */
  notFuture?: string;
  /** Earliest accepted date (Y-m-d) and its message. */
  min?: { date: string; message: string };
}

/** A Y-m-d date, or '' when blank; Arabic-Indic and Persian digits are read as Latin ones. */
export function optionalDate(rules: DateRules = {}) {
  return z
    .string({ error: FIELD_MESSAGES.date })
    .overwrite(latinDigits)
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      if (!isIsoDate(value)) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.date });
        return;
      }
      const today = latestToday();
      if (rules.mustBePast && value >= today) ctx.addIssue({ code: 'custom', message: rules.mustBePast });
      if (rules.notFuture && value > today) ctx.addIssue({ code: 'custom', message: rules.notFuture });
      if (rules.min && value < rules.min.date) ctx.addIssue({ code: 'custom', message: rules.min.message });
    })
    .nullish()
    .transform(blankToEmpty);
}

/** A stored enumeration value read back: one of `values`, else ''. */
export function enumValueOrBlank<const T extends readonly string[]>(values: T, value: string): T[number] | '' {
  return values.includes(value) ? (value as T[number]) : '';
}

/** A save path and the GET path that reads the same record back. */
export interface ResourcePaths {
  readonly get: string;
  readonly save: string;
}
