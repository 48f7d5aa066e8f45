import { ACCOUNT_MESSAGES, passwordResetSchema } from '../../shared/account.js';
import type { Locale } from '../../shared/i18n/locale.js';
import type { Db } from '../db/connect.js';
import { HttpError } from '../http/errors.js';
import { newLinkToken } from './link-token.js';
import type { PasswordHasher } from './password.js';
import type { PasswordResetRepository } from './password-reset-repository.js';
import { newPasswordSchema } from './password-rules.js';
import { hashToken, savedLocale, type SessionAccount } from './session-store.js';
import type { UserRepository } from './user-repository.js';

/** DESIGN §8: a reset link works once, for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

const serverResetSchema = passwordResetSchema.extend({ password: newPasswordSchema });

/** Who a reset link is mailed to. */
export interface ResetRecipient {
  email: string;
  locale: Locale | null;
}

/** Password-reset links (table `password_resets`): only a SHA-256 of each token is stored. */
export class PasswordResets {
  constructor(
    private readonly db: Db,
    private readonly resets: PasswordResetRepository,
    private readonly users: UserRepository,
    private readonly passwords: PasswordHasher,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A new link's token, and the account to mail it to when this email has one. The same queries run
   * either way (only the insert differs), so the answer's timing does not tell who has an account.
   */
  async issue(email: string): Promise<{ token: string; recipient: ResetRecipient | undefined }> {
    const { token, tokenHash } = newLinkToken();
    const now = this.now();
    const account = await this.users.findResetRecipient(email);
    await this.resets.deleteExpired(new Date(now).toISOString());
    if (!account) return { token, recipient: undefined };
    await this.resets.insert({
      token_hash: tokenHash,
      user_id: account.id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + PASSWORD_RESET_TTL_MS).toISOString(),
    });
    return { token, recipient: { email: account.email, locale: savedLocale(account.locale) } };
  }

  /**
   * Sets the new password and uses the link up (with every other link of the account): 404 for an
   * unknown, used or expired token, checked before the password so a dead link says so at once.
   */
  async complete(token: string, body: unknown): Promise<SessionAccount> {
    const tokenHash = hashToken(token);
    const link = await this.resets.findLive(tokenHash, new Date(this.now()).toISOString());
    if (!link) throw new HttpError(404, ACCOUNT_MESSAGES.resetLinkDead);
    const { password } = serverResetSchema.parse(body ?? {});
    const passwordHash = await this.passwords.hash(password);
    return this.db.transaction().execute(async (trx) => {
      // Two requests racing with one link: only the one that deletes it goes on.
      if (!(await this.resets.useUp(trx, tokenHash, link.user_id))) throw new HttpError(404, ACCOUNT_MESSAGES.resetLinkDead);
      await this.users.setPasswordHash(trx, link.user_id, passwordHash);
      const account = await this.users.findAccount(trx, link.user_id);
      return { ...account, locale: savedLocale(account.locale) };
    });
  }
}
