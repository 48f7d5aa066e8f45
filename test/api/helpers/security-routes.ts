import { AI_PATHS } from '../../../src/shared/ai.js';
import { CONTACT_DETAILS_PATHS } from '../../../src/shared/contact-details.js';
import { FOUNDERS_PATHS } from '../../../src/shared/founders.js';
import { FUNDRAISING_PATHS } from '../../../src/shared/fundraising.js';
import { ACCOUNT_LOCALE_PATH } from '../../../src/shared/i18n/locale.js';
import { PERSONAL_DETAILS_PATHS } from '../../../src/shared/personal-details.js';
import { PITCH_DECK_PATHS } from '../../../src/shared/pitch-deck.js';
import { PROGRAM_PREFERENCES_PATHS } from '../../../src/shared/program-preferences.js';
import { STARTUP_BRIEF_PATHS } from '../../../src/shared/startup-brief.js';
import { STARTUP_DETAILS_PATHS } from '../../../src/shared/startup-details.js';
import { VIDEO_PATHS } from '../../../src/shared/video.js';
import { coFounder } from './founders.js';
import { uniqueEmail, type RequestOptions } from './server.js';
import { multipart } from './uploads.js';

export type Encoding = 'json' | 'multipart';
/** What a route's `:id` names. */
export type TargetKind = 'pitchDeck' | 'founder';

/** What a row's request builder gets: the id for `:id`, the caller's own login, files for multipart bodies. */
export interface RouteInput {
  id: string;
  encoding: Encoding;
  login: { email: string; password: string };
  files: { pdf: Buffer; png: Buffer };
}

export interface SecurityRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** As registered (`:id` for the object id). */
  url: string;
  /** `public`: anyone may call it; `account`: a logged-in founder, 401 otherwise. */
  access: 'public' | 'account';
  /** The encodings the route reads; the first is the one a browser sends. GETs send none. */
  encodings: Encoding[];
  target?: TargetKind;
  /** A founder route that refuses the caller's own row with 403. */
  refusesSelf?: boolean;
  /** Answers only for a founder who has an avatar (404 otherwise). */
  needsAvatar?: boolean;
  /** The status of a successful call. */
  okStatus: number;
  /** Logs the caller in, out or into a new account: matrices run these after every other route. */
  changesSession?: boolean;
  /** A valid request (the body a real client sends) for this route. */
  request(input: RouteInput): RequestOptions;
}

export const isMutating = (route: SecurityRoute) => route.method !== 'GET';
export const pathOf = (route: SecurityRoute, id: string) => route.url.replace(':id', id);
export const routeName = (route: SecurityRoute) => `${route.method} ${route.url}`;

const noBody = (): RequestOptions => ({});
/** A JSON save, or the same fields as a multipart form (every value a string, as a browser sends them). */
const fields = (build: () => Record<string, string>) => (input: RouteInput): RequestOptions =>
  input.encoding === 'multipart' ? { form: multipart(build()) } : { body: build() };

/** A valid request of both AI routes. */
export const aiRequest = (): RequestOptions => ({
  body: { prompt: 'we help farmers get loans', action: 'improve', context: 'we help farmers get loans', field_name: 'one_liner', session_id: 's-1' },
});

/** A valid body for each form save, by its path. */
export const SAVE_PAYLOADS: Record<string, () => Record<string, unknown>> = {
  [CONTACT_DETAILS_PATHS.save]: () => ({ emails: [{ value: uniqueEmail() }], phones: [], whatsapps: [], linkedin: '', website: '' }),
  [PERSONAL_DETAILS_PATHS.save]: () => ({ biography: '<p>Ten years in logistics.</p>', birth_date: '1990-04-12', gender: 'female', nationality: 'JO', country_of_residence: 'AE' }),
  [PROGRAM_PREFERENCES_PATHS.save]: () => ({ program_type: 'acceleration', program_duration: '6_months', program_location: 'hybrid', program_start_date: '2026-09-01', startup_locations: ['JO'] }),
  [STARTUP_DETAILS_PATHS.save]: () => ({
    name: `Qamar ${uniqueEmail().slice(8, 16)}`, business_stage: 'mvp', sector: 'logistics', company_size: '2_5', financial_performance: 'pre_revenue',
    incorporation_type: 'llc', incorporation_date: '2022-03-15', country_of_incorporation: 'JO', headquarters: 'Amman',
  }),
  [STARTUP_BRIEF_PATHS.save]: () => ({
    one_liner: 'Same-day freight.', description: '<p>d</p>', vision: '<p>v</p>', mission: '<p>m</p>', problem: '<p>p</p>', solution: '<p>s</p>', unique_value: '<p>u</p>', highlights: '<p>h</p>',
  }),
  [FUNDRAISING_PATHS.save]: () => ({ required_amount: 750000, currency: 'USD', current_stage: 'seed', min_ticket_size: 1000, max_ticket_size: 5000, use_of_funds: '<p>Fleet.</p>' }),
  [VIDEO_PATHS.save]: () => ({ video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
};

const resourceRoutes = [CONTACT_DETAILS_PATHS, PERSONAL_DETAILS_PATHS, PROGRAM_PREFERENCES_PATHS, STARTUP_DETAILS_PATHS, STARTUP_BRIEF_PATHS, FUNDRAISING_PATHS, VIDEO_PATHS].flatMap(
  (paths): SecurityRoute[] => [
    { method: 'GET', url: paths.get, access: 'account', encodings: [], okStatus: 200, request: noBody },
    { method: 'POST', url: paths.save, access: 'account', encodings: ['json'], okStatus: 200, request: () => ({ body: SAVE_PAYLOADS[paths.save]!() }) },
  ],
);

/**
 * Every route the app registers, with what the CSRF and tenancy matrices need to call it.
 * The route-inventory test fails when this table and the app disagree.
 */
export const SECURITY_ROUTES: SecurityRoute[] = [
  { method: 'GET', url: '/api/auth/session', access: 'public', encodings: [], okStatus: 200, request: noBody },
  {
    method: 'POST', url: '/api/auth/register', access: 'public', encodings: ['json'], okStatus: 201, changesSession: true,
    request: () => ({ body: { first_name: 'Rami', last_name: 'Saleh', email: uniqueEmail(), password: 'another horse battery', startup_name: 'Spare Labs' } }),
  },
  { method: 'POST', url: '/api/auth/login', access: 'public', encodings: ['json'], okStatus: 200, changesSession: true, request: ({ login }) => ({ body: login }) },
  { method: 'POST', url: '/api/auth/logout', access: 'public', encodings: ['json'], okStatus: 200, changesSession: true, request: () => ({ body: {} }) },
  // English, so the answers the matrices read after it stay in the language they expect.
  { method: 'POST', url: ACCOUNT_LOCALE_PATH, access: 'public', encodings: ['json'], okStatus: 200, request: () => ({ body: { locale: 'en' } }) },
  ...resourceRoutes,
  { method: 'GET', url: PITCH_DECK_PATHS.list, access: 'account', encodings: [], okStatus: 200, request: noBody },
  {
    method: 'POST', url: PITCH_DECK_PATHS.upload, access: 'account', encodings: ['multipart', 'json'], okStatus: 201,
    request: ({ encoding, files }) =>
      encoding === 'multipart'
        ? { form: multipart({ file_name: 'Seed round' }, { deck_file: { data: files.pdf, name: 'deck.pdf', type: 'application/pdf' } }) }
        : { body: { file_name: 'Seed round' } },
  },
  { method: 'DELETE', url: PITCH_DECK_PATHS.deck(':id'), access: 'account', encodings: [], target: 'pitchDeck', okStatus: 200, request: noBody },
  { method: 'GET', url: PITCH_DECK_PATHS.download(':id'), access: 'account', encodings: [], target: 'pitchDeck', okStatus: 200, request: noBody },
  { method: 'GET', url: FOUNDERS_PATHS.list, access: 'account', encodings: [], okStatus: 200, request: noBody },
  {
    method: 'POST', url: FOUNDERS_PATHS.create, access: 'account', encodings: ['multipart', 'json'], okStatus: 201,
    request: ({ encoding, files }) =>
      encoding === 'multipart' ? { form: multipart(coFounder(), { avatar: { data: files.png, name: 'me.png', type: 'image/png' } }) } : { body: coFounder() },
  },
  {
    method: 'POST', url: FOUNDERS_PATHS.founder(':id'), access: 'account', encodings: ['multipart', 'json'], target: 'founder', refusesSelf: true, okStatus: 200,
    request: fields(() => ({ _method: 'PUT', ...coFounder({ title: 'COO' }) })),
  },
  { method: 'DELETE', url: FOUNDERS_PATHS.founder(':id'), access: 'account', encodings: [], target: 'founder', refusesSelf: true, okStatus: 200, request: noBody },
  { method: 'GET', url: FOUNDERS_PATHS.avatar(':id'), access: 'account', encodings: [], target: 'founder', needsAvatar: true, okStatus: 200, request: noBody },
  { method: 'POST', url: AI_PATHS.complete, access: 'account', encodings: ['json'], okStatus: 200, request: aiRequest },
  { method: 'POST', url: AI_PATHS.stream, access: 'account', encodings: ['json'], okStatus: 200, request: aiRequest },
  { method: 'GET', url: '/healthz', access: 'public', encodings: [], okStatus: 200, request: noBody },
  { method: 'GET', url: '/api/openapi.json', access: 'public', encodings: [], okStatus: 200, request: noBody },
];
