import { z } from 'zod';
import { accountLocaleSchema } from '../../shared/account-locale.js';
import { ACCOUNT_PATHS, changeEmailSchema, changePasswordSchema, deleteAccountSchema, passwordResetRequestSchema, passwordResetSchema } from '../../shared/account.js';
import { AI_PATHS, aiRequestSchema } from '../../shared/ai.js';
import { loginSchema, registerSchema } from '../../shared/auth.js';
import { CONTACT_DETAILS_PATHS, contactDetailsSchema } from '../../shared/contact-details.js';
import { FOUNDERS_PATHS, founderSchema } from '../../shared/founders.js';
import { FUNDRAISING_PATHS, fundraisingSchema } from '../../shared/fundraising.js';
import { ACCOUNT_LOCALE_PATH } from '../../shared/i18n/locale.js';
import { acceptInvitationSchema, INVITATION_PATHS, invitationSchema } from '../../shared/invitations.js';
import { START_STARTUP_PATH, startStartupSchema } from '../../shared/membership.js';
import { OWN_AVATAR_PATH, PERSONAL_DETAILS_PATHS, personalDetailsSchema } from '../../shared/personal-details.js';
import { makePrimaryDeckSchema, PITCH_DECK_FIELDS, PITCH_DECK_MIME_TYPES, PITCH_DECK_PATHS, pitchDeckUploadSchema } from '../../shared/pitch-deck.js';
import { createShareLinkSchema, ONE_PAGER_PATHS, SHARE_LINK_PATHS } from '../../shared/share-links.js';
import { PROGRAM_PREFERENCES_PATHS, programPreferencesSchema } from '../../shared/program-preferences.js';
import { READINESS_PATH } from '../../shared/readiness.js';
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
  [`POST ${ACCOUNT_PATHS.passwordReset}`]: {
    summary: 'Ask for a password-reset link by mail (the same answer whether or not the email has an account; 5 mails per email an hour)',
    tag: 'Auth',
    access: 'public',
    json: { name: 'PasswordResetRequest', schema: passwordResetRequestSchema },
  },
  [`POST ${ACCOUNT_PATHS.passwordReset}/:token`]: {
    summary: "Set a new password with a mailed link's token and log in; every other session ends (used or expired token → 404)",
    tag: 'Auth',
    access: 'public',
    json: { name: 'PasswordResetInput', schema: passwordResetSchema },
  },
  [`POST ${ACCOUNT_PATHS.password}`]: {
    summary: 'Change the password (wrong current password → 422 current_password); every other session ends',
    tag: 'Account',
    access: 'account',
    json: { name: 'ChangePasswordInput', schema: changePasswordSchema },
  },
  [`POST ${ACCOUNT_PATHS.email}`]: { summary: 'Change the login email (needs the password)', tag: 'Account', access: 'account', json: { name: 'ChangeEmailInput', schema: changeEmailSchema } },
  [`GET ${ACCOUNT_PATHS.export}`]: { summary: 'Everything this user may see, as a JSON file (attachment)', tag: 'Account', access: 'account', body: { files: ['application/json'] } },
  [`POST ${ACCOUNT_PATHS.delete}`]: {
    summary: 'Delete the account (needs the password) and log out; the last account of a startup takes the startup and its files along',
    tag: 'Account',
    access: 'account',
    json: { name: 'DeleteAccountInput', schema: deleteAccountSchema },
  },
  ...Object.fromEntries(
    resources.flatMap(([title, paths, name, schema, versioned]) => [
      [`GET ${paths.get}`, { summary: `${title}`, tag: title, access: 'account', versioned }],
      [`POST ${paths.save}`, { summary: `Save the ${title.toLowerCase()}`, tag: title, access: 'account', json: { name, schema }, versioned }],
    ]),
  ),
  [`GET ${READINESS_PATH}`]: {
    summary: 'How ready the startup is for a program application: percent, application_ready, sections with missing fields (labels in the locale), next step',
    tag: 'Readiness',
    access: 'account',
  },
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
  [`POST ${PITCH_DECK_PATHS.primary(':id')}`]: {
    summary: 'Make this deck the one the one-pager shows (body `{}`); the list marks it `is_primary`',
    tag: 'Pitch deck',
    access: 'account',
    json: { name: 'MakePrimaryDeckInput', schema: makePrimaryDeckSchema },
  },
  [`GET ${SHARE_LINK_PATHS.list}`]: { summary: "The startup's share links, newest first, with their views (once per visitor per day)", tag: 'Share links', access: 'account' },
  [`POST ${SHARE_LINK_PATHS.create}`]: {
    summary: 'Create a link to the one-pager, optionally with the founders’ contact details and the primary deck',
    tag: 'Share links',
    access: 'account',
    okStatus: 201,
    json: { name: 'CreateShareLinkInput', schema: createShareLinkSchema },
  },
  [`DELETE ${SHARE_LINK_PATHS.link(':id')}`]: { summary: 'Revoke a share link: it no longer opens (another startup’s → 404)', tag: 'Share links', access: 'account' },
  [`GET ${ONE_PAGER_PATHS.page(':token')}`]: {
    summary: 'The one-pager (HTML, noindex, `?lang=ar|en`); a dead, revoked or malformed token → the same 404 page',
    tag: 'Share links',
    access: 'public',
    body: { files: ['text/html'] },
  },
  [`GET ${ONE_PAGER_PATHS.deck(':token')}`]: { summary: "The link's primary deck, when the link includes it (404 otherwise)", tag: 'Share links', access: 'public', body: { files: Object.values(PITCH_DECK_MIME_TYPES) } },
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
  [`POST ${INVITATION_PATHS.create}`]: {
    summary: 'Invite a co-founder by email: the link (valid 7 days, once) is mailed in your language and answered as `url`; it replaces a pending one to that email (20 a day per startup)',
    tag: 'Team',
    access: 'account',
    okStatus: 201,
    json: { name: 'InvitationInput', schema: invitationSchema },
  },
  [`GET ${INVITATION_PATHS.list}`]: { summary: "The startup's pending invitations", tag: 'Team', access: 'account' },
  [`DELETE ${INVITATION_PATHS.invitation(':id')}`]: { summary: 'Revoke a pending invitation: its link dies', tag: 'Team', access: 'account' },
  [`GET ${INVITATION_PATHS.byToken(':token')}`]: { summary: "An invitation by its link's token: startup, email, inviter (unknown, used, expired or revoked → 404)", tag: 'Team', access: 'public' },
  [`POST ${INVITATION_PATHS.accept(':token')}`]: {
    summary: 'Accept an invitation: creates the account with the invited email, joins the startup and logs in (an email with an account → 422 email)',
    tag: 'Team',
    access: 'public',
    okStatus: 201,
    json: { name: 'AcceptInvitationInput', schema: acceptInvitationSchema },
  },
  [`POST ${START_STARTUP_PATH}`]: {
    summary: 'Start a new startup, for an account removed from its startup (a member → 409)',
    tag: 'Team',
    access: 'account',
    okStatus: 201,
    json: { name: 'StartStartupInput', schema: startStartupSchema },
  },
  [`POST ${OWN_AVATAR_PATH}`]: {
    summary: "Your own photo on your founder row (PNG, JPEG, WebP; within the startup's storage quota)",
    tag: 'Personal details',
    access: 'account',
    multipart: { name: 'OwnAvatarFields', schema: z.object({}), files: [AVATAR_FIELD] },
  },
  [`DELETE ${OWN_AVATAR_PATH}`]: { summary: 'Remove your own photo', tag: 'Personal details', access: 'account' },
  'GET /healthz': { summary: 'Whether the database answers (503 when not)', tag: 'Operations', access: 'public', body: 'health' },
  [`GET ${OPENAPI_PATH}`]: { summary: 'This document', tag: 'Operations', access: 'public', body: 'openapi' },
};
