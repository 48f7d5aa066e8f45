import type { Db } from '../db/connect.js';
import type { StartupUsageRepository } from '../startup-quota/repository.js';

/** The SQL of account settings and of the data export. */
export class AccountRepository {
  constructor(
    private readonly db: Db,
    private readonly startupUsage: StartupUsageRepository,
  ) {}

  /** The account's own fields in "Export my data": never its password hash. */
  findForExport(userId: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'locale', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  passwordHashOf(userId: string): Promise<string | undefined> {
    return this.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst()
      .then((row) => row?.password_hash);
  }

  /** A new password also kills the reset links mailed before it, and cancels a pending email change (its notice says so). */
  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
      await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
      await trx.deleteFrom('email_changes').where('user_id', '=', userId).execute();
    });
  }

  /** The startup of the account (null without one), to check its team's emails. */
  startupOf(userId: string): Promise<string | null | undefined> {
    return this.db
      .selectFrom('users')
      .select('startup_id')
      .where('id', '=', userId)
      .executeTakeFirst()
      .then((row) => row?.startup_id);
  }

  async isEmailUsedByAnother(userId: string, email: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
    return row !== undefined;
  }

  /** Whether another founder row of the user's startup (not their own) holds this email. */
  async isEmailOnTeam(userId: string, startupId: string, email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('founders')
      .select('id')
      .where('startup_id', '=', startupId)
      .where('email', '=', email)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '!=', userId)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The login email and the user's own founder row change together, inside the transaction `trx` that uses up
   * the confirming link; reset links sent to the old address die.
   */
  async setEmail(trx: Db, userId: string, email: string): Promise<void> {
    await trx.updateTable('users').set({ email }).where('id', '=', userId).execute();
    await trx.updateTable('founders').set({ email }).where('user_id', '=', userId).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  }

  /**
   * Deletes the account in one transaction (its sessions, links, personal and contact details go by
   * cascade; its founder row stays, without an account, an email or a photo). When nobody else of its
   * startup has an account, the startup goes too, with every row; answers the storage keys of its
   * files (or of the person's photo), to remove after commit.
   */
  async deleteAccount(userId: string): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('startup_id').where('id', '=', userId).executeTakeFirst();
      const startupId = user?.startup_id;
      if (!startupId) {
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        return [];
      }
      // Two last members deleting at once: the second waits here, then sees it is the last. A photo upload waits here too.
      await this.startupUsage.lockStartup(startupId, trx);
      const other = await trx
        .selectFrom('users')
        .select('id')
        .where('startup_id', '=', startupId)
        .where('id', '!=', userId)
        .executeTakeFirst();
      if (other) {
        const photos = await trx
          .selectFrom('founders')
          .select('avatar_key')
          .where('user_id', '=', userId)
          .where('avatar_key', 'is not', null)
          .execute();
        // The team keeps the person's entry, not their email or photo (DESIGN §8).
        await trx.updateTable('founders').set({ email: '', avatar_key: null, avatar_size: 0 }).where('user_id', '=', userId).execute();
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        return photos.map((founder) => founder.avatar_key!);
      }
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      const decks = await trx.selectFrom('pitch_decks').select('storage_key').where('startup_id', '=', startupId).execute();
      const avatars = await trx
        .selectFrom('founders')
        .select('avatar_key')
        .where('startup_id', '=', startupId)
        .where('avatar_key', 'is not', null)
        .execute();
      await trx.deleteFrom('startups').where('id', '=', startupId).execute();
      return [...decks.map((deck) => deck.storage_key), ...avatars.map((founder) => founder.avatar_key!)];
    });
  }
}
