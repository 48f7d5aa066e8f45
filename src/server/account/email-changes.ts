import { ACCOUNT_MESSAGES } from '../../shared/account.js';
import { MESSAGES } from '../../shared/api.js';
import { FOUNDER_MESSAGES } from '../../shared/founders.js';
import { newLinkToken } from '../auth/link-token.js';
import { hashToken, type SessionAccount } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/errors.js';
import { HttpError, validationError } from '../http/errors.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { EmailChangeRepository } from './email-change-repository.js';
import type { AccountRepository } from './repository.js';

/** DESIGN §8: the link to the new address works once, for 24 hours. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

const deadLink = () => new HttpError(404, ACCOUNT_MESSAGES.emailLinkDead);

/**
 * A change of login email in two steps: asked for (the password was checked), then made when the link mailed to
 * the new address is opened; the token alone authorizes it, like a password-reset link. Only its hash is stored.
 */
export class EmailChanges {
  constructor(
    private readonly db: Db,
    private readonly changes: EmailChangeRepository,
    private readonly accounts: AccountRepository,
    private readonly limits: RateLimiter,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Checks the new address, counts the mails (`emailChangeMailsPerUser`) and stores the change in place of the
   * user's earlier one (its link dies); answers the new link's token.
   */
  async request(account: SessionAccount, email: string): Promise<string> {
    if (email === account.email) throw validationError({ email: [ACCOUNT_MESSAGES.sameEmail] });
    await this.assertFree(account.id, account.startup_id, email);
    await this.limits.consume([{ limit: 'emailChangeMailsPerUser', key: account.id }], ACCOUNT_MESSAGES.tooManyEmailChanges);
    const { token, tokenHash } = newLinkToken();
    const now = this.now();
    await this.changes.deleteExpired(new Date(now).toISOString());
    await this.changes.replace({
      user_id: account.id,
      token_hash: tokenHash,
      email,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + EMAIL_CHANGE_TTL_MS).toISOString(),
    });
    return token;
  }

  /**
   * Makes the change the link asks for and uses the link up: 404 for an unknown, used or expired token; 422
   * `errors.email` when the address became another account's (or a teammate's) since, the link then kept.
   */
  async confirm(token: string): Promise<{ userId: string; email: string }> {
    const tokenHash = hashToken(token);
    const change = await this.changes.findLive(tokenHash, new Date(this.now()).toISOString());
    if (!change) throw deadLink();
    await this.assertFree(change.user_id, (await this.accounts.startupOf(change.user_id)) ?? null, change.email);
    try {
      await this.db.transaction().execute(async (trx) => {
        // Two requests racing with one link: only the one that deletes it goes on.
        if (!(await this.changes.useUp(trx, tokenHash))) throw deadLink();
        await this.accounts.setEmail(trx, change.user_id, change.email);
      });
    } catch (error) {
      // Another account took the address between the check and the write.
      if (isUniqueViolation(error)) throw validationError({ email: [MESSAGES.emailTaken] });
      throw error;
    }
    return { userId: change.user_id, email: change.email };
  }

  /** The address may become this account's: no other account logs in with it, no other founder row of its team holds it. */
  private async assertFree(userId: string, startupId: string | null, email: string): Promise<void> {
    if (await this.accounts.isEmailUsedByAnother(userId, email)) throw validationError({ email: [MESSAGES.emailTaken] });
    if (startupId && (await this.accounts.isEmailOnTeam(userId, startupId, email))) {
      throw validationError({ email: [FOUNDER_MESSAGES.emailTaken] });
    }
  }
}
