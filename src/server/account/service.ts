import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MESSAGES, changePasswordSchema, type ChangeEmailInput, type ChangePasswordInput } from '../../shared/account.js';
import { MESSAGES } from '../../shared/api.js';
import { FOUNDER_MESSAGES } from '../../shared/founders.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { PasswordHasher } from '../auth/password.js';
import { newPasswordSchema } from '../auth/password-rules.js';
import type { SessionAccount } from '../auth/session-store.js';
import { isUniqueViolation } from '../db/errors.js';
import { validationError } from '../http/errors.js';
import { discardFile, type FileStorage } from '../storage/storage.js';
import type { AccountRepository } from './repository.js';

/** The requests as the server checks them: a new password also passes the common-password list. */
export const serverChangePasswordSchema = changePasswordSchema.extend({ new_password: newPasswordSchema });

/** Account settings (DESIGN §8). Every change proves the password first, throttled like a login. */
export class AccountSettingsService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async changePassword(account: SessionAccount, input: ChangePasswordInput, ip: string): Promise<void> {
    await this.checkPassword(account, input.current_password, 'current_password', ip);
    await this.accounts.setPasswordHash(account.id, await this.passwords.hash(input.new_password));
  }

  async changeEmail(account: SessionAccount, input: ChangeEmailInput, ip: string): Promise<void> {
    await this.checkPassword(account, input.password, 'password', ip);
    if (input.email === account.email) return;
    if (await this.accounts.isEmailUsedByAnother(account.id, input.email)) throw validationError({ email: [MESSAGES.emailTaken] });
    if (account.startup_id && (await this.accounts.isEmailOnTeam(account.id, account.startup_id, input.email))) {
      throw validationError({ email: [FOUNDER_MESSAGES.emailTaken] });
    }
    try {
      await this.accounts.setEmail(account.id, input.email);
    } catch (error) {
      // Another account took the address between the check and the write.
      if (isUniqueViolation(error)) throw validationError({ email: [MESSAGES.emailTaken] });
      throw error;
    }
  }

  /** Deletes the account (and the startup when it was its last account); stored files go after the commit. */
  async deleteAccount(account: SessionAccount, password: string, ip: string): Promise<void> {
    await this.checkPassword(account, password, 'password', ip);
    const storageKeys = await this.accounts.deleteAccount(account.id);
    for (const key of storageKeys) await discardFile(this.storage, key, this.log);
  }

  private async checkPassword(account: SessionAccount, password: string, field: string, ip: string): Promise<void> {
    this.passwords.assertRoom();
    const isValid = await this.throttle.attempt(account.email, ip, async () => {
      const stored = await this.accounts.passwordHashOf(account.id);
      return (await this.passwords.verify(password, stored)) || undefined;
    });
    if (!isValid) throw validationError({ [field]: [ACCOUNT_MESSAGES.wrongPassword] });
  }
}
