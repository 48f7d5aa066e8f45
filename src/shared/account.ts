import { z } from 'zod';
import { registerSchema } from './auth.js';
import { ACCOUNT_MESSAGES } from './feature-messages.js';
import { FIELD_MESSAGES } from './field-messages.js';

export { ACCOUNT_MESSAGES };

/** Account settings and the forgotten-password flow (DESIGN §8). Paths live here so the web and the server agree. */
export const ACCOUNT_PATHS = {
  password: '/api/account/password',
  email: '/api/account/email',
  export: '/api/account/export',
  delete: '/api/account/delete',
  passwordReset: '/api/auth/password-reset',
} as const;

/** DESIGN §8: the link mailed to a new address (`/confirm-email#<token>`) posts its token here to make the change. */
export function emailConfirmationPath(token: string): string {
  return `${ACCOUNT_PATHS.email}/${encodeURIComponent(token)}`;
}

const { email, password: newPassword } = registerSchema.shape;
/** A password typed to prove who you are: only its presence is checked here, the server compares it. */
const currentPassword = z.string().min(1, FIELD_MESSAGES.required).max(200);

export const passwordResetRequestSchema = z.object({ email });
export const passwordResetSchema = z.object({ password: newPassword });
export const changePasswordSchema = z.object({ current_password: currentPassword, new_password: newPassword });
export const changeEmailSchema = z.object({ password: currentPassword, email });
export const deleteAccountSchema = z.object({ password: currentPassword });

/** POST /api/account/email/{token} → data: the account's email, now the new one. */
export const emailChangedAnswer = z.strictObject({ email: z.string() });

export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
export type EmailChangedAnswer = z.infer<typeof emailChangedAnswer>;
