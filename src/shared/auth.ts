import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { FIELD_MESSAGES } from './field-messages.js';
import { LOCALES } from './i18n/locale.js';
import { personName, startupName } from './names.js';

export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: 'Password must be at most 200 characters.',
} as const;

const name = personName();
const email = z.string().trim().toLowerCase().pipe(z.email(AUTH_MESSAGES.email).max(254));

// Checked on the server only, so the list of common passwords stays out of the browser's bundle.
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';

export const registerSchema = z.object({
  first_name: name,
  last_name: name,
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(200, AUTH_MESSAGES.passwordTooLong),
  startup_name: startupName(),
});

export const loginSchema = z.object({
  email,
  password: z.string().min(1, FIELD_MESSAGES.required).max(200),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;

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
