import { ACCOUNT_PATHS } from '../../../src/shared/account.js';
import { AI_PATHS } from '../../../src/shared/ai.js';
import { APPLICATION_PATHS } from '../../../src/shared/applications.js';
import { CONTACT_DETAILS_PATHS } from '../../../src/shared/contact-details.js';
import { DECK_DRAFT_PATHS } from '../../../src/shared/deck-drafts.js';
import { FOUNDERS_PATHS } from '../../../src/shared/founders.js';
import { FUNDRAISING_PATHS } from '../../../src/shared/fundraising.js';
import { HISTORY_PATHS } from '../../../src/shared/history.js';
import { ACCOUNT_LOCALE_PATH } from '../../../src/shared/i18n/locale.js';
import { INVITATION_PATHS } from '../../../src/shared/invitations.js';
import { START_STARTUP_PATH } from '../../../src/shared/membership.js';
import { OWN_AVATAR_PATH, PERSONAL_DETAILS_PATHS } from '../../../src/shared/personal-details.js';
import { PITCH_DECK_PATHS } from '../../../src/shared/pitch-deck.js';
import { PROGRAM_PREFERENCES_PATHS } from '../../../src/shared/program-preferences.js';
import { READINESS_PATH } from '../../../src/shared/readiness.js';
import { ONE_PAGER_PATHS, SHARE_LINK_PATHS } from '../../../src/shared/share-links.js';
import { STARTUP_BRIEF_PATHS } from '../../../src/shared/startup-brief.js';
import { STARTUP_DETAILS_PATHS } from '../../../src/shared/startup-details.js';
import { TRANSLATION_PATHS } from '../../../src/shared/translation.js';
import { VIDEO_PATHS } from '../../../src/shared/video.js';
import { coFounder } from './founders.js';
import { uniqueEmail, type RequestOptions } from './server.js';
import { multipart } from './uploads.js';

export type Encoding = 'json' | 'multipart';
/** What a route's `:id` names. */
export type TargetKind =
  | 'pitchDeck'
  | 'founder'
  | 'passwordReset'
  | 'emailChange'
  | 'invitation'
  | 'invitationLink'
  | 'shareLink'
  | 'sharePage'
  | 'application'
  | 'revision';

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
  /** A query string a valid call needs (`?record=…`). */
  query?: string;
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
export const pathOf = (route: SecurityRoute, id: string) => route.url.replace(/:(id|token)\b/, id) + (route.query ?? '');
export const routeName = (route: SecurityRoute) => `${route.method} ${route.url}`;

const noBody = (): RequestOptions => ({});
/** A JSON save, or the same fields as a multipart form (every value a string, as a browser sends them). */
const fields =
  (build: () => Record<string, string>) =>
  (input: RouteInput): RequestOptions =>
    input.encoding === 'multipart' ? { form: multipart(build()) } : { body: build() };

/** A valid request of both AI routes. */
export const aiRequest = (): RequestOptions => ({
  body: {
    prompt: 'we help farmers get loans',
    action: 'improve',
    context: 'we help farmers get loans',
    field_name: 'one_liner',
    session_id: 's-1',
  },
});

/** A valid body for each form save, by its path. */
export const SAVE_PAYLOADS: Record<string, () => Record<string, unknown>> = {
  [CONTACT_DETAILS_PATHS.save]: () => ({ emails: [{ value: uniqueEmail() }], phones: [], whatsapps: [], linkedin: '', website: '' }),
  [PERSONAL_DETAILS_PATHS.save]: () => ({
    biography: '<p>Ten years in logistics.</p>',
    birth_date: '1990-04-12',
    gender: 'female',
    nationality: 'JO',
    country_of_residence: 'AE',
  }),
  [PROGRAM_PREFERENCES_PATHS.save]: () => ({
    program_type: 'acceleration',
    program_duration: '6_months',
    program_location: 'hybrid',
    program_start_date: '2026-09-01',
    startup_locations: ['JO'],
  }),
  [STARTUP_DETAILS_PATHS.save]: () => ({
    name: `Qamar ${uniqueEmail().slice(8, 16)}`,
    business_stage: 'mvp',
    sector: 'logistics',
    company_size: '2_5',
    financial_performance: 'pre_revenue',
    incorporation_type: 'llc',
    incorporation_date: '2022-03-15',
    country_of_incorporation: 'JO',
    headquarters: 'Amman',
  }),
  [STARTUP_BRIEF_PATHS.save]: () => ({
    one_liner: 'Same-day freight.',
    description: '<p>d</p>',
    vision: '<p>v</p>',
    mission: '<p>m</p>',
    problem: '<p>p</p>',
    solution: '<p>s</p>',
    unique_value: '<p>u</p>',
    highlights: '<p>h</p>',
  }),
  [FUNDRAISING_PATHS.save]: () => ({
    required_amount: 750000,
    currency: 'USD',
    current_stage: 'seed',
    min_ticket_size: 1000,
    max_ticket_size: 5000,
    use_of_funds: '<p>Fleet.</p>',
  }),
  [VIDEO_PATHS.save]: () => ({ video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
};

const resourceRoutes = [
  CONTACT_DETAILS_PATHS,
  PERSONAL_DETAILS_PATHS,
  PROGRAM_PREFERENCES_PATHS,
  STARTUP_DETAILS_PATHS,
  STARTUP_BRIEF_PATHS,
  FUNDRAISING_PATHS,
  VIDEO_PATHS,
].flatMap((paths): SecurityRoute[] => [
  { method: 'GET', url: paths.get, access: 'account', encodings: [], okStatus: 200, request: noBody },
  {
    method: 'POST',
    url: paths.save,
    access: 'account',
    encodings: ['json'],
    okStatus: 200,
    request: () => ({ body: SAVE_PAYLOADS[paths.save]!() }),
  },
]);

/**
 * Every route the app registers, with what the CSRF and tenancy matrices need to call it.
 * The route-inventory test fails when this table and the app disagree.
 */
export const SECURITY_ROUTES: SecurityRoute[] = [
  { method: 'GET', url: '/api/auth/session', access: 'public', encodings: [], okStatus: 200, request: noBody },
  {
    method: 'POST',
    url: '/api/auth/register',
    access: 'public',
    encodings: ['json'],
    okStatus: 201,
    changesSession: true,
    request: () => ({
      body: { first_name: 'Rami', last_name: 'Saleh', email: uniqueEmail(), password: 'another horse battery', startup_name: 'Spare Labs' },
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    access: 'public',
    encodings: ['json'],
    okStatus: 200,
    changesSession: true,
    request: ({ login }) => ({ body: login }),
  },
  {
    method: 'POST',
    url: '/api/auth/logout',
    access: 'public',
    encodings: ['json'],
    okStatus: 200,
    changesSession: true,
    request: () => ({ body: {} }),
  },
  // English, so the answers the matrices read after it stay in the language they expect.
  {
    method: 'POST',
    url: ACCOUNT_LOCALE_PATH,
    access: 'public',
    encodings: ['json'],
    okStatus: 200,
    request: () => ({ body: { locale: 'en' } }),
  },
  ...resourceRoutes,
  { method: 'GET', url: READINESS_PATH, access: 'account', encodings: [], okStatus: 200, request: noBody },
  { method: 'GET', url: PITCH_DECK_PATHS.list, access: 'account', encodings: [], okStatus: 200, request: noBody },
  {
    method: 'POST',
    url: PITCH_DECK_PATHS.upload,
    access: 'account',
    encodings: ['multipart', 'json'],
    okStatus: 201,
    request: ({ encoding, files }) =>
      encoding === 'multipart'
        ? { form: multipart({ file_name: 'Seed round' }, { deck_file: { data: files.pdf, name: 'deck.pdf', type: 'application/pdf' } }) }
        : { body: { file_name: 'Seed round' } },
  },
  // Before the DELETE row: the CSRF matrix's right-token pass does not put deleted decks back.
  {
    method: 'POST',
    url: PITCH_DECK_PATHS.primary(':id'),
    access: 'account',
    encodings: ['json'],
    target: 'pitchDeck',
    okStatus: 200,
    request: () => ({ body: {} }),
  },
  // Before the delete row. The suite's deck is a PDF without text: one's own reaches the reader (422 "a scan?"), another's is 404.
  ...[DECK_DRAFT_PATHS.draft, DECK_DRAFT_PATHS.stream].map((url) => ({
    method: 'POST' as const,
    url,
    access: 'account' as const,
    encodings: ['json' as const],
    target: 'pitchDeck' as const,
    okStatus: 422,
    request: ({ id }: RouteInput) => ({ body: { deck_id: id } }),
  })),
  {
    method: 'DELETE',
    url: PITCH_DECK_PATHS.deck(':id'),
    access: 'account',
    encodings: [],
    target: 'pitchDeck',
    okStatus: 200,
    request: noBody,
  },
  {
    method: 'GET',
    url: PITCH_DECK_PATHS.download(':id'),
    access: 'account',
    encodings: [],
    target: 'pitchDeck',
    okStatus: 200,
    request: noBody,
  },
  // Share links (DESIGN §10); whoever holds a one-pager's link reads its startup's public profile and its deck.
  {
    method: 'POST',
    url: SHARE_LINK_PATHS.create,
    access: 'account',
    encodings: ['json'],
    okStatus: 201,
    request: () => ({ body: { include_contact: true, include_deck: true } }),
  },
  { method: 'GET', url: SHARE_LINK_PATHS.list, access: 'account', encodings: [], okStatus: 200, request: noBody },
  {
    method: 'DELETE',
    url: SHARE_LINK_PATHS.link(':id'),
    access: 'account',
    encodings: [],
    target: 'shareLink',
    okStatus: 200,
    request: noBody,
  },
  {
    method: 'GET',
    url: ONE_PAGER_PATHS.page(':token'),
    access: 'public',
    encodings: [],
    target: 'sharePage',
    okStatus: 200,
    request: noBody,
  },
  {
    method: 'GET',
    url: ONE_PAGER_PATHS.deck(':token'),
    access: 'public',
    encodings: [],
    target: 'sharePage',
    okStatus: 200,
    request: noBody,
  },
  // Applications (DESIGN §13): the templates for any account, the rest for the startup's members.
  { method: 'GET', url: APPLICATION_PATHS.templates, access: 'account', encodings: [], okStatus: 200, request: noBody },
  { method: 'GET', url: APPLICATION_PATHS.list, access: 'account', encodings: [], okStatus: 200, request: noBody },
  {
    method: 'POST',
    url: APPLICATION_PATHS.list,
    access: 'account',
    encodings: ['json'],
    okStatus: 201,
    request: () => ({ body: { program: 'Spare program', template: 'grant' } }),
  },
  {
    method: 'GET',
    url: APPLICATION_PATHS.one(':id'),
    access: 'account',
    encodings: [],
    target: 'application',
    okStatus: 200,
    request: noBody,
  },
  {
    method: 'POST',
    url: APPLICATION_PATHS.one(':id'),
    access: 'account',
    encodings: ['json'],
    target: 'application',
    okStatus: 200,
    request: () => ({ body: { program: 'Renamed program', deadline: '2027-05-01' } }),
  },
  {
    method: 'GET',
    url: APPLICATION_PATHS.export(':id'),
    access: 'account',
    encodings: [],
    target: 'application',
    okStatus: 200,
    request: noBody,
  },
  // An empty question list drafts nothing: 200 without a provider call, so the matrices test access alone.
  ...[APPLICATION_PATHS.draft(':id'), APPLICATION_PATHS.draftStream(':id')].map((url) => ({
    method: 'POST' as const,
    url,
    access: 'account' as const,
    encodings: ['json' as const],
    target: 'application' as const,
    okStatus: 200,
    request: () => ({ body: { question_ids: [] } }),
  })),
  {
    method: 'DELETE',
    url: APPLICATION_PATHS.one(':id'),
    access: 'account',
    encodings: [],
    target: 'application',
    okStatus: 200,
    request: noBody,
  },
  {
    method: 'GET',
    url: HISTORY_PATHS.list,
    query: '?record=startup-brief',
    access: 'account',
    encodings: [],
    okStatus: 200,
    request: noBody,
  },
  {
    method: 'GET',
    url: HISTORY_PATHS.revision(':id'),
    access: 'account',
    encodings: [],
    target: 'revision',
    okStatus: 200,
    request: noBody,
  },
  // The translation (DESIGN §14): a new startup's profile is in English, so its translation is the Arabic.
  {
    method: 'GET',
    url: TRANSLATION_PATHS.translation,
    query: '?locale=ar',
    access: 'account',
    encodings: [],
    okStatus: 200,
    request: noBody,
  },
  {
    method: 'POST',
    url: TRANSLATION_PATHS.translation,
    access: 'account',
    encodings: ['json'],
    okStatus: 200,
    request: () => ({ body: { locale: 'ar', fields: { 'startup-brief.problem': '<p>الشحن بطيء.</p>' } } }),
  },
  // Startup A's brief is saved: a real draft of its texts into Arabic.
  ...[TRANSLATION_PATHS.draft, TRANSLATION_PATHS.draftStream].map((url) => ({
    method: 'POST' as const,
    url,
    access: 'account' as const,
    encodings: ['json' as const],
    okStatus: 200,
    request: () => ({ body: { locale: 'ar' } }),
  })),
  { method: 'GET', url: FOUNDERS_PATHS.list, access: 'account', encodings: [], okStatus: 200, request: noBody },
  {
    method: 'POST',
    url: FOUNDERS_PATHS.create,
    access: 'account',
    encodings: ['multipart', 'json'],
    okStatus: 201,
    request: ({ encoding, files }) =>
      encoding === 'multipart'
        ? { form: multipart(coFounder(), { avatar: { data: files.png, name: 'me.png', type: 'image/png' } }) }
        : { body: coFounder() },
  },
  {
    method: 'POST',
    url: FOUNDERS_PATHS.founder(':id'),
    access: 'account',
    encodings: ['multipart', 'json'],
    target: 'founder',
    refusesSelf: true,
    okStatus: 200,
    request: fields(() => ({ _method: 'PUT', ...coFounder({ title: 'COO' }) })),
  },
  {
    method: 'DELETE',
    url: FOUNDERS_PATHS.founder(':id'),
    access: 'account',
    encodings: [],
    target: 'founder',
    refusesSelf: true,
    okStatus: 200,
    request: noBody,
  },
  {
    method: 'GET',
    url: FOUNDERS_PATHS.avatar(':id'),
    access: 'account',
    encodings: [],
    target: 'founder',
    needsAvatar: true,
    okStatus: 200,
    request: noBody,
  },
  { method: 'POST', url: AI_PATHS.complete, access: 'account', encodings: ['json'], okStatus: 200, request: aiRequest },
  { method: 'POST', url: AI_PATHS.stream, access: 'account', encodings: ['json'], okStatus: 200, request: aiRequest },
  // Account settings (DESIGN §8): the caller's own password and email, unchanged, so later rows still log in.
  {
    method: 'POST',
    url: ACCOUNT_PATHS.password,
    access: 'account',
    encodings: ['json'],
    okStatus: 200,
    request: ({ login }) => ({ body: { current_password: login.password, new_password: login.password } }),
  },
  // Only asks for the change (a link mailed to the new address): the login email stays.
  {
    method: 'POST',
    url: ACCOUNT_PATHS.email,
    access: 'account',
    encodings: ['json'],
    okStatus: 200,
    request: ({ login }) => ({ body: { password: login.password, email: uniqueEmail() } }),
  },
  // The mailed link's token changes the spare account's email (security-world.ts), whoever opens it.
  {
    method: 'POST',
    url: `${ACCOUNT_PATHS.email}/:token`,
    access: 'public',
    encodings: ['json'],
    target: 'emailChange',
    okStatus: 200,
    request: () => ({ body: {} }),
  },
  { method: 'GET', url: ACCOUNT_PATHS.export, access: 'account', encodings: [], okStatus: 200, request: noBody },
  // A wrong password (422, nothing deleted): the matrices keep their actors; test/api/account-delete.test.ts covers the deletions.
  {
    method: 'POST',
    url: ACCOUNT_PATHS.delete,
    access: 'account',
    encodings: ['json'],
    okStatus: 422,
    request: () => ({ body: { password: 'not the password at all' } }),
  },
  // An email without an account: same answer, no mail, no limit spent on a real account.
  {
    method: 'POST',
    url: ACCOUNT_PATHS.passwordReset,
    access: 'public',
    encodings: ['json'],
    okStatus: 200,
    request: () => ({ body: { email: uniqueEmail() } }),
  },
  // Team (DESIGN §8): invitations, a removed member's new startup, your own photo.
  {
    method: 'POST',
    url: INVITATION_PATHS.create,
    access: 'account',
    encodings: ['json'],
    okStatus: 201,
    request: () => ({ body: { email: uniqueEmail() } }),
  },
  { method: 'GET', url: INVITATION_PATHS.list, access: 'account', encodings: [], okStatus: 200, request: noBody },
  {
    method: 'DELETE',
    url: INVITATION_PATHS.invitation(':id'),
    access: 'account',
    encodings: [],
    target: 'invitation',
    okStatus: 200,
    request: noBody,
  },
  // Whoever holds a link may read it (it names its startup) and accept it, which signs them into the new account.
  {
    method: 'GET',
    url: INVITATION_PATHS.byToken(':token'),
    access: 'public',
    encodings: [],
    target: 'invitationLink',
    okStatus: 200,
    request: noBody,
  },
  {
    method: 'POST',
    url: INVITATION_PATHS.accept(':token'),
    access: 'public',
    encodings: ['json'],
    target: 'invitationLink',
    okStatus: 201,
    changesSession: true,
    request: () => ({ body: { first_name: 'Huda', last_name: 'Khalil', password: 'invited horse battery' } }),
  },
  // Every actor of the matrices is a member: 409 (test/api/team-membership.test.ts covers a removed member's 201).
  {
    method: 'POST',
    url: START_STARTUP_PATH,
    access: 'account',
    encodings: ['json'],
    okStatus: 409,
    request: () => ({ body: { name: 'Second Act' } }),
  },
  {
    method: 'POST',
    url: OWN_AVATAR_PATH,
    access: 'account',
    encodings: ['multipart'],
    okStatus: 200,
    request: ({ files }) => ({ form: multipart({}, { avatar: { data: files.png, name: 'me.png', type: 'image/png' } }) }),
  },
  // After the POST above: the founders' own rows end without a photo, as the world made them.
  { method: 'DELETE', url: OWN_AVATAR_PATH, access: 'account', encodings: [], okStatus: 200, request: noBody },
  { method: 'GET', url: '/healthz', access: 'public', encodings: [], okStatus: 200, request: noBody },
  { method: 'GET', url: '/api/openapi.json', access: 'public', encodings: [], okStatus: 200, request: noBody },
  // Signs each caller into the link's spare account (security-world.ts): keep it the last row that changes the session.
  {
    method: 'POST',
    url: `${ACCOUNT_PATHS.passwordReset}/:token`,
    access: 'public',
    encodings: ['json'],
    target: 'passwordReset',
    okStatus: 200,
    changesSession: true,
    request: () => ({ body: { password: RESET_ACCOUNT_PASSWORD } }),
  },
];

/** The password the reset-link row sets on the spare account it resets (the same each time). */
export const RESET_ACCOUNT_PASSWORD = 'spare horse battery staple';
