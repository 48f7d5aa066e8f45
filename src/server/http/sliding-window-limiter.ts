/**
 * Counts events per key in a sliding window, in memory. Per instance: behind several
 * instances a key gets at most N× the allowance.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly maxEvents: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may act again, or 0 when it may act now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxEvents) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    this.events.set(key, [...this.recent(key, now), now]);
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const recent = (this.events.get(key) ?? []).filter((time) => time > now - this.windowMs);
    if (recent.length === 0) this.events.delete(key);
    return recent;
  }
}
