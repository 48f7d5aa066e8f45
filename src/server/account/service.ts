import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MESSAGES, changePasswordSchema, type ChangeEmailInput, type ChangePasswordInput } from '../../shared/account.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { PasswordHasher } from '../auth/password.js';
import { newPasswordSchema } from '../auth/password-rules.js';
import type { SessionAccount } from '../auth/session-store.js';
import { validationError } from '../http/errors.js';
import { discardFile, type FileStorage } from '../storage/storage.js';
import type { EmailChanges } from './email-changes.js';
import type { AccountRepository } from './repository.js';

/** The requests as the server checks them: a new password also passes the common-password list. */
export const serverChangePasswordSchema = changePasswordSchema.extend({ new_password: newPasswordSchema });

/** Account settings (DESIGN §8). Every change proves the password first, throttled like a login. */
export class AccountSettingsService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly emailChanges: EmailChanges,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async changePassword(account: SessionAccount, input: ChangePasswordInput, ip: string): Promise<void> {
    await this.checkPassword(account, input.current_password, 'current_password', ip);
    await this.accounts.setPasswordHash(account.id, await this.passwords.hash(input.new_password));
  }

  /** Asks for the change (DESIGN §8): nothing changes until the link mailed to the new address is opened; answers its token. */
  async changeEmail(account: SessionAccount, input: ChangeEmailInput, ip: string): Promise<string> {
    await this.checkPassword(account, input.password, 'password', ip);
    return this.emailChanges.request(account, input.email);
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
