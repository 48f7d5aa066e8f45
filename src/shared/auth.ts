import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { FIELD_MESSAGES } from './field-messages.js';
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
  password: z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort).max(200, AUTH_MESSAGES.passwordTooLong),
  startup_name: startupName(),
});

export const loginSchema = z.object({
  email,
  password: z.string().min(1, FIELD_MESSAGES.required).max(200),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;

export type { SessionData, SessionUser } from './session-answer.js';
