import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../shared/api.js';
import type { LoginInput, RegisterInput, SessionUser } from '../../shared/auth.js';
import { FOUNDER_DEFAULT_TITLE } from '../../shared/founders.js';
import type { Locale } from '../../shared/i18n/locale.js';
import type { Db } from '../db/connect.js';
import { validationError } from '../http/errors.js';
import type { PasswordHasher } from './password.js';
import { savedLocale } from './session-store.js';

type Account = SessionUser;
/** A new account, always a member of the startup it registered. */
type Member = Account & { startup_id: string };

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordHasher,
  ) {}

  /** 503 at once when no password could be checked now (the hash queue is full): before any limit is counted. */
  assertCanCheckPasswords(): void {
    this.passwords.assertRoom();
  }

  /**
   * Creates the user, their startup and their own founder row in one transaction; `locale` is the
   * language picked before registering, if any, and `founderTitle` the default title in the page's language.
   */
  async register(input: RegisterInput, locale: Locale | null, founderTitle = FOUNDER_DEFAULT_TITLE): Promise<Member> {
    const existing = await this.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
    if (existing) throw validationError({ email: [MESSAGES.emailTaken] });

    const passwordHash = await this.passwords.hash(input.password);
    const now = new Date().toISOString();
    const startupId = randomUUID();
    const user = { id: randomUUID(), email: input.email, first_name: input.first_name, last_name: input.last_name };
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('startups').values({ id: startupId, name: input.startup_name, created_at: now }).execute();
        await trx
          .insertInto('users')
          .values({ ...user, password_hash: passwordHash, startup_id: startupId, created_at: now, locale })
          .execute();
        await trx
          .insertInto('founders')
          .values({
            id: randomUUID(),
            startup_id: startupId,
            user_id: user.id,
            first_name: user.first_name,
            last_name: user.last_name,
            email: user.email,
            title: founderTitle,
            brief: '',
            linkedin_url: '',
            avatar_key: null,
            created_at: now,
          })
          .execute();
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
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'startup_id', 'locale', 'password_hash'])
      .where('email', '=', input.email)
      .executeTakeFirst();
    const isValid = await this.passwords.verify(input.password, row?.password_hash);
    if (!row || !isValid) return undefined;
    const { password_hash: _hash, ...account } = row;
    return { ...account, locale: savedLocale(account.locale) };
  }

  async saveLocale(userId: string, locale: Locale): Promise<void> {
    await this.db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
  }
}

export function toSessionUser(account: SessionUser): SessionUser {
  const { id, email, first_name, last_name, startup_id, locale } = account;
  return { id, email, first_name, last_name, startup_id, locale };
}
