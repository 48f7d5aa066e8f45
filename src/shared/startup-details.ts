import { z } from 'zod';
import { STARTUP_DETAILS_MESSAGES } from './feature-messages.js';
import { enumAnswer, optionalCountry, optionalDate, optionalEnum, optionalText } from './fields.js';
import { startupName } from './names.js';
import { PROFILE_LOCALES, profileLocale, type ProfileLocale } from './translation.js';

export { STARTUP_DETAILS_MESSAGES };
export { STARTUP_DETAILS_PATHS } from './resources.js';

export const BUSINESS_STAGES = ['idea', 'prototype', 'mvp', 'early_revenue', 'growth', 'scale'] as const;
export const SECTORS = [
  'agritech',
  'ai',
  'cleantech',
  'ecommerce',
  'edtech',
  'fintech',
  'healthtech',
  'logistics',
  'media',
  'proptech',
  'saas',
  'tourism',
  'other',
] as const;
export const COMPANY_SIZES = ['1', '2_5', '6_10', '11_50', '51_200', '201_plus'] as const;
export const FINANCIAL_PERFORMANCES = ['pre_revenue', 'under_10k', '10k_100k', '100k_1m', 'over_1m'] as const;
export const INCORPORATION_TYPES = [
  'not_incorporated',
  'sole_proprietorship',
  'llc',
  'corporation',
  'partnership',
  'non_profit',
  'other',
] as const;
export type BusinessStage = (typeof BUSINESS_STAGES)[number];
export type Sector = (typeof SECTORS)[number];
export type CompanySize = (typeof COMPANY_SIZES)[number];
export type FinancialPerformance = (typeof FINANCIAL_PERFORMANCES)[number];
export type IncorporationType = (typeof INCORPORATION_TYPES)[number];

export { STARTUP_NAME_MAX_LENGTH } from './names.js';
export const HEADQUARTERS_MAX_LENGTH = 200;

/** POST /startup/update-details. */
export const startupDetailsSchema = z.object({
  name: startupName(),
  business_stage: optionalEnum(BUSINESS_STAGES),
  sector: optionalEnum(SECTORS),
  company_size: optionalEnum(COMPANY_SIZES),
  financial_performance: optionalEnum(FINANCIAL_PERFORMANCES),
  incorporation_type: optionalEnum(INCORPORATION_TYPES),
  incorporation_date: optionalDate({ notFuture: STARTUP_DETAILS_MESSAGES.incorporationDateFuture }),
  country_of_incorporation: optionalCountry(),
  headquarters: optionalText(HEADQUARTERS_MAX_LENGTH),
  /** DESIGN §14: the language the saved records are written in; left out, the saved one stays. */
  profile_locale: profileLocale.optional(),
});

/** What the form holds (react-hook-form's field values). */
export type StartupDetailsInput = z.input<typeof startupDetailsSchema>;
/** What a valid save carries, blanks as ''. */
export type StartupDetailsPayload = z.output<typeof startupDetailsSchema>;

/** GET /api/startup/details → data; `name` is the startup's name, blank fields are ''. */
export const startupDetailsAnswer = z.strictObject({
  name: z.string(),
  business_stage: enumAnswer(BUSINESS_STAGES),
  sector: enumAnswer(SECTORS),
  company_size: enumAnswer(COMPANY_SIZES),
  financial_performance: enumAnswer(FINANCIAL_PERFORMANCES),
  incorporation_type: enumAnswer(INCORPORATION_TYPES),
  incorporation_date: z.string(),
  country_of_incorporation: z.string(),
  headquarters: z.string(),
  profile_locale: z.enum(PROFILE_LOCALES),
});

export type StartupDetails = z.infer<typeof startupDetailsAnswer>;

/** What the GET answers before the first save: the name and profile language given at registration, every other field ''. */
export function emptyStartupDetails(name: string, profile_locale: ProfileLocale = 'en'): StartupDetails {
  return {
    name,
    profile_locale,
    business_stage: '',
    sector: '',
    company_size: '',
    financial_performance: '',
    incorporation_type: '',
    incorporation_date: '',
    country_of_incorporation: '',
    headquarters: '',
  };
}
