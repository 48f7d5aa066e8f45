/**
 * The English labels of the startup's enumerations (DESIGN §4): the web catalog shows them on the
 * cards and in the pickers, the server on the one-pager; Arabic in ar.ts and i18n/messages-ar.ts.
 * Zod-free, so the dashboard's catalog can import them.
 */
import type { CurrentStage } from './fundraising.js';
import type { BusinessStage, Sector } from './startup-details.js';

export const BUSINESS_STAGE_MESSAGES: Record<BusinessStage, string> = {
  idea: 'Idea',
  prototype: 'Prototype',
  mvp: 'MVP',
  early_revenue: 'Early revenue',
  growth: 'Growth',
  scale: 'Scale',
};

export const SECTOR_MESSAGES: Record<Sector, string> = {
  agritech: 'Agritech',
  ai: 'Artificial intelligence',
  cleantech: 'Cleantech',
  ecommerce: 'E-commerce',
  edtech: 'Edtech',
  fintech: 'Fintech',
  healthtech: 'Healthtech',
  logistics: 'Logistics',
  media: 'Media',
  proptech: 'Proptech',
  saas: 'SaaS',
  tourism: 'Tourism',
  other: 'Other',
};

export const CURRENT_STAGE_MESSAGES: Record<CurrentStage, string> = {
  bootstrapped: 'Bootstrapped',
  pre_seed: 'Pre-seed',
  seed: 'Seed',
  series_a: 'Series A',
  series_b_plus: 'Series B+',
};
