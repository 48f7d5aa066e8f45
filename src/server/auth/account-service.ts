import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../shared/api.js';
import type { LoginInput, RegisterInput, SessionUser } from '../../shared/auth.js';
import type { Locale } from '../../shared/i18n/locale.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/errors.js';
import { validationError } from '../http/errors.js';
import type { MembershipRepository } from '../membership/repository.js';
import type { PasswordHasher } from './password.js';
import { savedLocale } from './session-store.js';
import type { UserRepository } from './user-repository.js';

type Account = SessionUser;
/** A new account, always a member of the startup it registered. */
type Member = Account & { startup_id: string };

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly memberships: MembershipRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  /** 503 at once when no password could be checked now (the hash queue is full): before any limit is counted. */
  assertCanCheckPasswords(): void {
    this.passwords.assertRoom();
  }

  /**
   * Creates the user, their startup and their own founder row in one transaction; `locale` is the
   * language picked before registering, if any, `pageLocale` the one the page was in: the language
   * the startup's profile is written in (DESIGN §14).
   */
  async register(input: RegisterInput, locale: Locale | null, pageLocale: Locale): Promise<Member> {
    if (await this.users.isEmailTaken(input.email)) throw validationError({ email: [MESSAGES.emailTaken] });

    const passwordHash = await this.passwords.hash(input.password);
    const now = new Date().toISOString();
    const user = { id: randomUUID(), email: input.email, first_name: input.first_name, last_name: input.last_name };
    let startupId: string;
    try {
      startupId = await this.db.transaction().execute(async (trx) => {
        await this.users.insert(trx, { ...user, password_hash: passwordHash, startup_id: null, created_at: now, locale });
        return this.memberships.createStartupWithFounder(trx, user, input.startup_name, locale ?? pageLocale, now);
      });
    } catch (error) {
      // Two registrations racing for one email: the loser gets the same answer as above.
      if (isUniqueViolation(error)) throw validationError({ email: [MESSAGES.emailTaken] });
      throw error;
    }
    return { ...user, startup_id: startupId, locale };
  }

  /** The account for these credentials, or undefined; takes the same time either way. */
  async authenticate(input: LoginInput): Promise<Account | undefined> {
    const row = await this.users.findWithPasswordHash(input.email);
    const isValid = await this.passwords.verify(input.password, row?.password_hash);
    if (!row || !isValid) return undefined;
    const { password_hash: _hash, ...account } = row;
    return { ...account, locale: savedLocale(account.locale) };
  }

  async saveLocale(userId: string, locale: Locale): Promise<void> {
    await this.users.saveLocale(userId, locale);
  }
}

export function toSessionUser(account: SessionUser): SessionUser {
  const { id, email, first_name, last_name, startup_id, locale } = account;
  return { id, email, first_name, last_name, startup_id, locale };
}
