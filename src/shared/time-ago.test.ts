import { describe, expect, it, vi } from 'vitest';
import { formatTimeAgo } from './time-ago';

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-24T10:47:00Z');
  it('says how long ago in the largest whole unit, in the page language', () => {
    expect(formatTimeAgo('2026-11-24T10:42:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-11-24T10:46:40Z', 'en', now)).toBe('now');
    expect(formatTimeAgo('2026-11-23T09:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-11-24T10:42:00Z', 'ar', now)).toBe('قبل 5 دقائق');
  });

  it('returns the raw input for something that is no instant', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatTimeAgo('soon', 'en', now)).toBe('soon');
  });
});
