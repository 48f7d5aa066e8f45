import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { UsersTable } from '../db/schema.js';

const ACCOUNT_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'startup_id', 'locale'] as const;

/** The SQL of accounts (table `users`) for logging in, registering, accepting an invitation and resetting a password. */
export class UserRepository {
  constructor(private readonly db: Db) {}

  async isEmailTaken(email: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    return row !== undefined;
  }

  /** The account with this email and its password hash, to check a login against. */
  findWithPasswordHash(email: string) {
    return this.db
      .selectFrom('users')
      .select([...ACCOUNT_COLUMNS, 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  /** The account with this email while it belongs to a startup. */
  findMember(email: string) {
    return this.db
      .selectFrom('users')
      .select(ACCOUNT_COLUMNS)
      .where('email', '=', email)
      .where('startup_id', 'is not', null)
      .$narrowType<{ startup_id: string }>()
      .executeTakeFirst();
  }

  /** Who a password-reset link for this email goes to, if anyone. */
  findResetRecipient(email: string) {
    return this.db.selectFrom('users').select(['id', 'email', 'locale']).where('email', '=', email).executeTakeFirst();
  }

  /** `trx`: the transaction that writes the account's membership with it. */
  async insert(trx: Db, user: Insertable<UsersTable>): Promise<void> {
    await trx.insertInto('users').values(user).execute();
  }

  async saveLocale(userId: string, locale: string): Promise<void> {
    await this.db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
  }

  /** `trx`: the transaction that uses up the reset link. A pending email change is cancelled, as by a password change. */
  async setPasswordHash(trx: Db, userId: string, passwordHash: string): Promise<void> {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await trx.deleteFrom('email_changes').where('user_id', '=', userId).execute();
  }

  /** The account a reset changed, read inside its transaction `trx`. */
  findAccount(trx: Db, userId: string) {
    return trx.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', userId).executeTakeFirstOrThrow();
  }
}
