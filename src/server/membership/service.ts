import type { Locale } from '../../shared/i18n/locale.js';
import { MEMBERSHIP_MESSAGES } from '../../shared/membership.js';
import type { SessionAccount } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import { HttpError } from '../http/errors.js';
import { AlreadyMemberError, type MembershipRepository } from './repository.js';

/** DESIGN §8: an account removed from its startup starts a new one; an account has one startup. */
export class MembershipService {
  constructor(
    private readonly db: Db,
    private readonly memberships: MembershipRepository,
  ) {}

  /** Starts a startup, its profile in `locale`, with the account's own founder row; 409 for a member. Returns the startup's id. */
  async startStartup(account: SessionAccount, name: string, locale: Locale): Promise<string> {
    const now = new Date().toISOString();
    try {
      return await this.db.transaction().execute((trx) => this.memberships.createStartupWithFounder(trx, account, name, locale, now));
    } catch (error) {
      if (error instanceof AlreadyMemberError) throw new HttpError(409, MEMBERSHIP_MESSAGES.alreadyMember);
      throw error;
    }
  }
}
