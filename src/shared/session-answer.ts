/**
 * GET /api/auth/session's answer, apart from auth.ts so the pages that load the login schemas
 * do not also pull the locale list out of the entry chunk; the web imports only its types.
 */
import { z } from 'zod';
import { LOCALES } from './i18n/locale.js';

export const sessionUserAnswer = z.strictObject({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The account's startup; null after a removal from it (DESIGN §8): the app then offers to start a new one. */
  startup_id: z.string().nullable(),
  /** The language saved on the account; null until the user picks one. */
  locale: z.enum(LOCALES).nullable(),
  /** The photo of the user's own founder row ('' without one); the session, register and login answers send it. */
  avatar_url: z.string().optional(),
});

/**
 * GET /api/auth/session → data, and what every route that logs in or out answers (register, login,
 * logout, password reset, accepting an invitation, starting a startup, deleting the account).
 */
export const sessionAnswer = z.strictObject({
  user: sessionUserAnswer.nullable(),
  csrf_token: z.string(),
  /** The request's effective locale (DESIGN §6): the saved one, else the browser's choice, else English. */
  locale: z.enum(LOCALES),
});

export type SessionUser = z.infer<typeof sessionUserAnswer>;
export type SessionData = z.infer<typeof sessionAnswer>;
