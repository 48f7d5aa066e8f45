import { COMMON_PASSWORD_MESSAGE, registerSchema } from '../../shared/auth.js';
import { isCommonPassword } from './common-passwords.js';

/** A new password: the shared rules (length) and, on the server only, not one of the most common. */
export const newPasswordSchema = registerSchema.shape.password.refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE);

/** Registration as the server checks it. */
export const serverRegisterSchema = registerSchema.extend({ password: newPasswordSchema });
