import { z } from 'zod';
import { FUNDRAISING_MESSAGES } from './feature-messages.js';
import { enumAnswer, optionalEnum, richText } from './fields.js';
import { amountToCents, AMOUNT_MESSAGES, parseAmount } from './money.js';
import { DEFAULT_CURRENCY } from './resources.js';

export { FUNDRAISING_MESSAGES };
export { DEFAULT_CURRENCY, FUNDRAISING_PATHS } from './resources.js';

export const CURRENT_STAGES = ['bootstrapped', 'pre_seed', 'seed', 'series_a', 'series_b_plus'] as const;
export type CurrentStage = (typeof CURRENT_STAGES)[number];

let currencyCodes: Set<string> | undefined;

/** An ISO 4217 code this runtime knows (Intl's list, the same in Node and browsers). */
export function isCurrencyCode(code: string): boolean {
  currencyCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return currencyCodes.has(code);
}

/** An amount ≥ 0 with at most two decimals, as a number or a numeric string; '' when blank. */
const amount = z
  .union([z.string(), z.number()], { error: AMOUNT_MESSAGES.invalid })
  .nullish()
  .transform((value, ctx) => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return '';
    const result = parseAmount(value);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: result.error, input: value });
      return z.NEVER;
    }
    return result.amount;
  });

/** POST /dashboard/fundraising. `use_of_funds` is rich-text HTML, sanitized by the server. */
export const fundraisingSchema = z
  .object({
    required_amount: amount,
    currency: z
      .string({ error: FUNDRAISING_MESSAGES.currency })
      .trim()
      .toUpperCase()
      .nullish()
      .transform((code) => code || DEFAULT_CURRENCY)
      .refine(isCurrencyCode, FUNDRAISING_MESSAGES.currency),
    current_stage: optionalEnum(CURRENT_STAGES),
    min_ticket_size: amount,
    max_ticket_size: amount,
    use_of_funds: richText(),
  })
  .superRefine((fundraising, ctx) => {
    const { min_ticket_size: min, max_ticket_size: max } = fundraising;
    if (min !== '' && max !== '' && amountToCents(min) > amountToCents(max)) {
      ctx.addIssue({ code: 'custom', message: FUNDRAISING_MESSAGES.ticketRange, path: ['max_ticket_size'], input: max });
    }
  });

/** What the form holds (react-hook-form's field values). */
export type FundraisingInput = z.input<typeof fundraisingSchema>;
/** What a valid save carries, blanks as ''. */
export type FundraisingPayload = z.output<typeof fundraisingSchema>;

/**
 * GET /api/startup/fundraising → data. Amounts are exact decimal strings in canonical
 * form ("750000", "1234567.89"), '' when blank; currency defaults to USD.
 */
export const fundraisingAnswer = z.strictObject({
  required_amount: z.string(),
  currency: z.string(),
  current_stage: enumAnswer(CURRENT_STAGES),
  min_ticket_size: z.string(),
  max_ticket_size: z.string(),
  use_of_funds: z.string(),
});

export type Fundraising = z.infer<typeof fundraisingAnswer>;

/** What the GET answers before the first save. */
export function emptyFundraising(): Fundraising {
  return { required_amount: '', currency: DEFAULT_CURRENCY, current_stage: '', min_ticket_size: '', max_ticket_size: '', use_of_funds: '' };
}
