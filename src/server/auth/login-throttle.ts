import { clientAddressKey } from '../limits/client-address.js';
import type { RateLimiter } from '../limits/rate-limiter.js';

/**
 * Failed logins per account, per client address and for the whole app (LIMIT_RULES), counted in the
 * database so every instance shares them. An attempt is counted before its password is checked, so
 * parallel guesses cannot slip past the limit, and un-counted when it logs in or never got checked.
 */
export class LoginThrottle {
  constructor(private readonly limits: RateLimiter) {}

  /** Runs `authenticate` unless a limit is spent (429 with Retry-After); the account, or undefined for bad credentials. */
  async attempt<Account>(email: string, ip: string, authenticate: () => Promise<Account | undefined>): Promise<Account | undefined> {
    const perEmail = { limit: 'loginFailuresPerEmail', key: email } as const;
    const counted = await this.limits.consume([
      perEmail,
      { limit: 'loginFailuresPerIp', key: clientAddressKey(ip) },
      { limit: 'loginFailuresGlobal', key: 'all' },
    ]);
    let account: Account | undefined;
    try {
      account = await authenticate();
    } catch (error) {
      // Not a failed login (the hash queue was full, the database failed): it must not count.
      await counted.release();
      throw error;
    }
    if (account) {
      await counted.release();
      await this.limits.reset(perEmail);
    }
    return account;
  }
}
