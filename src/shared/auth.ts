import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { personName, startupName } from './names.js';

const name = personName();
const email = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address.').max(254));

// Checked on the server only, so the list of common passwords stays out of the browser's bundle.
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';

export const registerSchema = z.object({
  first_name: name,
  last_name: name,
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(200, 'Password must be at most 200 characters.'),
  startup_name: startupName(),
});

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'This field is required.').max(200),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;

export interface SessionUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export interface SessionData {
  user: SessionUser | null;
  csrf_token: string;
}
