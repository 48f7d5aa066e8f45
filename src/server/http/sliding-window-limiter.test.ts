import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './sliding-window-limiter.js';

describe('SlidingWindowLimiter', () => {
  it('allows N events per window per key, then says how many seconds to wait', () => {
    const limiter = new SlidingWindowLimiter(2, 60_000);
    limiter.record('a', 0);
    limiter.record('a', 10_000);
    expect(limiter.retryAfter('a', 20_000)).toBe(40);
    expect(limiter.retryAfter('b', 20_000)).toBe(0);
    // The first event leaves the window after 60 s.
    expect(limiter.retryAfter('a', 60_001)).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new SlidingWindowLimiter(1, 60_000);
    limiter.record('a', 0);
    limiter.reset('a');
    expect(limiter.retryAfter('a', 1)).toBe(0);
  });
});
