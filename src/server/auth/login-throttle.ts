import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../shared/constants.js';
import { SlidingWindowLimiter } from '../http/sliding-window-limiter.js';

/** Counts failed logins per email+IP; scrypt keeps each attempt slow even across instances. */
export class LoginThrottle extends SlidingWindowLimiter {
  constructor(maxFailures = LOGIN_MAX_FAILURES, windowMs = LOGIN_FAILURE_WINDOW_MS) {
    super(maxFailures, windowMs);
  }

  recordFailure(key: string, now = Date.now()): void {
    this.record(key, now);
  }
}
