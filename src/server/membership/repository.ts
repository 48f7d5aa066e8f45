import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.js';
import { FOUNDER_DEFAULT_TITLE } from '../../shared/founder-title.js';
import type { ProfileLocale } from '../../shared/translation.js';

/** The account a founder row is its own (`is_you`) in a startup. */
export interface FounderPerson {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** The account already belongs to a startup; thrown inside the caller's transaction, so nothing is written. */
export class AlreadyMemberError extends Error {
  constructor() {
    super('The account already belongs to a startup.');
  }
}

/**
 * The SQL of an account's place in a startup: the startup it belongs to and its own founder row there.
 * The writes take the caller's transaction `trx`: registration, an accepted invitation and a new
 * startup each write the account and its founder row together.
 */
export class MembershipRepository {
  constructor(private readonly db: Db) {}

  findStartup(startupId: string) {
    return this.db.selectFrom('startups').select(['id', 'name', 'created_at']).where('id', '=', startupId).executeTakeFirstOrThrow();
  }

  /**
   * Creates a startup whose profile is written in `profileLocale` (DESIGN §14: the founder's
   * language), makes the account (stored, without a startup) its member and adds its own founder
   * row; returns the startup's id. Throws AlreadyMemberError when the account has a startup: two
   * tabs starting one each end with one membership.
   */
  async createStartupWithFounder(
    trx: Db,
    account: FounderPerson,
    name: string,
    profileLocale: ProfileLocale,
    now: string,
  ): Promise<string> {
    const startupId = randomUUID();
    await trx.insertInto('startups').values({ id: startupId, name, profile_locale: profileLocale, created_at: now }).execute();
    const joined = await trx
      .updateTable('users')
      .set({ startup_id: startupId })
      .where('id', '=', account.id)
      .where('startup_id', 'is', null)
      .executeTakeFirst();
    if (joined.numUpdatedRows === 0n) throw new AlreadyMemberError();
    await this.addOwnFounder(trx, startupId, account, now);
    return startupId;
  }

  /** Makes the startup's founder row with the account's email (added by a co-founder, no account yet) the account's own; false when there is none. */
  async linkOwnFounder(trx: Db, startupId: string, account: FounderPerson): Promise<boolean> {
    const linked = await trx
      .updateTable('founders')
      .set({ user_id: account.id, first_name: account.first_name, last_name: account.last_name })
      .where('startup_id', '=', startupId)
      .where('email', '=', account.email)
      .where('user_id', 'is', null)
      .executeTakeFirst();
    return linked.numUpdatedRows > 0n;
  }

  /** The account's own founder row: its name and email, the default title, a blank brief and links. */
  async addOwnFounder(trx: Db, startupId: string, account: FounderPerson, now: string): Promise<void> {
    await trx
      .insertInto('founders')
      .values({
        id: randomUUID(),
        startup_id: startupId,
        user_id: account.id,
        first_name: account.first_name,
        last_name: account.last_name,
        email: account.email,
        title: FOUNDER_DEFAULT_TITLE,
        brief: '',
        linkedin_url: '',
        avatar_key: null,
        created_at: now,
      })
      .execute();
  }
}
