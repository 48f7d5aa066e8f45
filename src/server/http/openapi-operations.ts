import type { z } from 'zod';
import { accountLocaleSchema } from '../../shared/account-locale.js';
import { AI_PATHS, aiRequestSchema } from '../../shared/ai.js';
import { loginSchema, registerSchema } from '../../shared/auth.js';
import { CONTACT_DETAILS_PATHS, contactDetailsSchema } from '../../shared/contact-details.js';
import { FOUNDERS_PATHS, founderSchema } from '../../shared/founders.js';
import { FUNDRAISING_PATHS, fundraisingSchema } from '../../shared/fundraising.js';
import { ACCOUNT_LOCALE_PATH } from '../../shared/i18n/locale.js';
import { PERSONAL_DETAILS_PATHS, personalDetailsSchema } from '../../shared/personal-details.js';
import { PITCH_DECK_FIELDS, PITCH_DECK_MIME_TYPES, PITCH_DECK_PATHS, pitchDeckUploadSchema } from '../../shared/pitch-deck.js';
import { PROGRAM_PREFERENCES_PATHS, programPreferencesSchema } from '../../shared/program-preferences.js';
import { STARTUP_BRIEF_PATHS, startupBriefSchema } from '../../shared/startup-brief.js';
import { STARTUP_DETAILS_PATHS, startupDetailsSchema } from '../../shared/startup-details.js';
import { VIDEO_PATHS, videoSchema } from '../../shared/video.js';

export const OPENAPI_PATH = '/api/openapi.json';

/** What a route answers on success: the JSON envelope, or something else named here. */
export type SuccessBody = 'envelope' | 'ai-text' | 'event-stream' | 'health' | 'openapi' | { files: readonly string[] };

/** One route as the OpenAPI document describes it; the request schemas are the shared zod ones the route validates with. */
export interface OperationDescription {
  summary: string;
  tag: string;
  /** `account`: a logged-in founder (401 otherwise). */
  access: 'public' | 'account';
  okStatus?: number;
  /** A JSON body: its component name and schema. */
  json?: { name: string; schema: z.ZodType };
  /** A multipart form: its text fields (component name and schema) and its file fields. */
  multipart?: { name: string; schema: z.ZodType; files: readonly string[] };
  body?: SuccessBody;
  /** A startup record co-founders share (DESIGN §9): reads send an ETag, saves take If-Match (412 when stale). */
  versioned?: boolean;
}

const AVATAR_FIELD = 'avatar';

/** The form resources of DESIGN §4: a GET and a JSON save each; the startup's are versioned (DESIGN §9). */
const resources = [
  ['Contact details', CONTACT_DETAILS_PATHS, 'ContactDetailsInput', contactDetailsSchema, false],
  ['Personal details', PERSONAL_DETAILS_PATHS, 'PersonalDetailsInput', personalDetailsSchema, false],
  ['Program preferences', PROGRAM_PREFERENCES_PATHS, 'ProgramPreferencesInput', programPreferencesSchema, true],
  ['Startup details', STARTUP_DETAILS_PATHS, 'StartupDetailsInput', startupDetailsSchema, true],
  ['Startup brief', STARTUP_BRIEF_PATHS, 'StartupBriefInput', startupBriefSchema, true],
  ['Fundraising', FUNDRAISING_PATHS, 'FundraisingInput', fundraisingSchema, true],
  ['Video', VIDEO_PATHS, 'VideoInput', videoSchema, true],
] as const;

/** Every route the app serves, by `METHOD url` as registered; the openapi test fails when a registered route is missing here. */
export const OPERATIONS: Record<string, OperationDescription> = {
  'GET /api/auth/session': { summary: 'The current user (or null), the CSRF token and the effective locale', tag: 'Auth', access: 'public' },
  'POST /api/auth/register': { summary: 'Create an account and its startup, and log in', tag: 'Auth', access: 'public', okStatus: 201, json: { name: 'RegisterInput', schema: registerSchema } },
  'POST /api/auth/login': { summary: 'Log in (throttled: 429)', tag: 'Auth', access: 'public', json: { name: 'LoginInput', schema: loginSchema } },
  'POST /api/auth/logout': { summary: 'Log out', tag: 'Auth', access: 'public' },
  [`POST ${ACCOUNT_LOCALE_PATH}`]: {
    summary: 'Choose the language (en, ar): saved on the account when logged in, and in the fd_locale cookie',
    tag: 'Auth',
    access: 'public',
    json: { name: 'AccountLocaleInput', schema: accountLocaleSchema },
  },
  ...Object.fromEntries(
    resources.flatMap(([title, paths, name, schema, versioned]) => [
      [`GET ${paths.get}`, { summary: `${title}`, tag: title, access: 'account', versioned }],
      [`POST ${paths.save}`, { summary: `Save the ${title.toLowerCase()}`, tag: title, access: 'account', json: { name, schema }, versioned }],
    ]),
  ),
  [`GET ${PITCH_DECK_PATHS.list}`]: { summary: "The startup's pitch decks", tag: 'Pitch deck', access: 'account' },
  [`POST ${PITCH_DECK_PATHS.upload}`]: {
    summary: 'Upload a pitch deck (PDF, PPT, PPTX, checked by content; at most 25 MB)',
    tag: 'Pitch deck',
    access: 'account',
    okStatus: 201,
    multipart: { name: 'PitchDeckUploadFields', schema: pitchDeckUploadSchema, files: [PITCH_DECK_FIELDS.file] },
  },
  [`DELETE ${PITCH_DECK_PATHS.deck(':id')}`]: { summary: 'Delete a pitch deck', tag: 'Pitch deck', access: 'account' },
  [`GET ${PITCH_DECK_PATHS.download(':id')}`]: { summary: 'Download a pitch deck', tag: 'Pitch deck', access: 'account', body: { files: Object.values(PITCH_DECK_MIME_TYPES) } },
  [`GET ${FOUNDERS_PATHS.list}`]: { summary: "The startup's founders, the current user's row first", tag: 'Founders', access: 'account' },
  [`POST ${FOUNDERS_PATHS.create}`]: {
    summary: 'Add a co-founder',
    tag: 'Founders',
    access: 'account',
    okStatus: 201,
    multipart: { name: 'FounderFields', schema: founderSchema, files: [AVATAR_FIELD] },
  },
  [`POST ${FOUNDERS_PATHS.founder(':id')}`]: {
    summary: 'Update a co-founder (`_method=PUT`); your own row → 403',
    tag: 'Founders',
    access: 'account',
    multipart: { name: 'FounderFields', schema: founderSchema, files: [AVATAR_FIELD] },
  },
  [`DELETE ${FOUNDERS_PATHS.founder(':id')}`]: { summary: 'Remove a co-founder; your own row → 403', tag: 'Founders', access: 'account' },
  [`GET ${FOUNDERS_PATHS.avatar(':id')}`]: { summary: "A founder's photo", tag: 'Founders', access: 'account', body: { files: ['image/webp'] } },
  [`POST ${AI_PATHS.complete}`]: { summary: 'Ask the writing assistant (off → 503, provider failure → 502)', tag: 'AI', access: 'account', json: { name: 'AiRequest', schema: aiRequestSchema }, body: 'ai-text' },
  [`POST ${AI_PATHS.stream}`]: { summary: 'The same, streamed as server-sent events', tag: 'AI', access: 'account', json: { name: 'AiRequest', schema: aiRequestSchema }, body: 'event-stream' },
  'GET /healthz': { summary: 'Whether the database answers (503 when not)', tag: 'Operations', access: 'public', body: 'health' },
  [`GET ${OPENAPI_PATH}`]: { summary: 'This document', tag: 'Operations', access: 'public', body: 'openapi' },
};
