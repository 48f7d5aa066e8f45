/**
 * What the dashboard's cards need of each record: its HTTP paths and a few constants.
 * No zod here, so the first page load imports this instead of the feature schemas; each
 * feature module re-exports its part, and the server and the forms import them from there.
 */
import type { ResourcePaths } from './fields.js';

/** Most rows of each kind (emails, phones, whatsapps) one founder may keep. */
export const MAX_CONTACT_ROWS = 10;

export const CONTACT_DETAILS_PATHS = {
  get: '/api/profile/contact-details',
  save: '/profile/update-contact-details',
} as const satisfies ResourcePaths;

export const PERSONAL_DETAILS_PATHS = {
  get: '/api/profile/personal-details',
  save: '/profile/update-personal-details',
} as const satisfies ResourcePaths;

export const PROGRAM_PREFERENCES_PATHS = {
  get: '/api/startup/program-preferences',
  save: '/dashboard/program-preferences',
} as const satisfies ResourcePaths;

export const STARTUP_DETAILS_PATHS = {
  get: '/api/startup/details',
  save: '/startup/update-details',
} as const satisfies ResourcePaths;

export const STARTUP_BRIEF_PATHS = {
  get: '/api/startup/brief',
  save: '/dashboard/startup-brief',
} as const satisfies ResourcePaths;

export const ONE_LINER_MAX_LENGTH = 160;

/** The rich-text fields of the brief, in the order of the modal's tabs. */
export const STARTUP_BRIEF_RICH_TEXT_FIELDS = [
  'description',
  'vision',
  'mission',
  'problem',
  'solution',
  'unique_value',
  'highlights',
] as const;

export const FUNDRAISING_PATHS = {
  get: '/api/startup/fundraising',
  save: '/dashboard/fundraising',
} as const satisfies ResourcePaths;

export const DEFAULT_CURRENCY = 'USD';

/** How ready the startup is for a program application (DESIGN §10; readiness.ts computes it). */
export const READINESS_PATH = '/api/startup/readiness';

export const VIDEO_PATHS = {
  get: '/api/startup/video',
  save: '/dashboard/video',
} as const satisfies ResourcePaths;

export const FOUNDERS_PATHS = {
  list: '/api/startup/founders',
  create: '/dashboard/founders',
  /** POST with `_method=PUT` updates; DELETE removes. */
  founder: (id: string) => `/dashboard/founders/${id}`,
  avatar: (id: string) => `/api/startup/founders/${id}/avatar`,
} as const;

export const PITCH_DECK_PATHS = {
  list: '/api/pitch-deck',
  upload: '/api/pitch-deck',
  deck: (id: string) => `/api/pitch-deck/${id}`,
  download: (id: string) => `/api/pitch-deck/${id}/download`,
  /** POST: the deck the one-pager shows (DESIGN §10). */
  primary: (id: string) => `/api/pitch-deck/${id}/primary`,
} as const;
