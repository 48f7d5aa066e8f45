import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../shared/constants.js';

/**
 * Counts failed logins per email+IP in memory. Per instance: behind several
 * instances an attacker gets at most N× the attempts, which scrypt still makes slow.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = LOGIN_MAX_FAILURES,
    private readonly windowMs = LOGIN_FAILURE_WINDOW_MS,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
  }

  recordFailure(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const recent = (this.failures.get(key) ?? []).filter((time) => time > now - this.windowMs);
    if (recent.length === 0) this.failures.delete(key);
    return recent;
  }
}
