import { HttpError } from '../http/errors.js';

export interface BoundedWorkQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting at most; one more is refused. */
  maxQueued: number;
  /** A task whose estimated wait is longer is refused at once rather than left hanging. */
  maxWaitMs: number;
  /** The 503's message. */
  busyMessage: string;
}

/**
 * Runs at most `concurrency` tasks at once and keeps at most `maxQueued` waiting, in arrival
 * order; beyond that, or when the wait would be longer than `maxWaitMs` (estimated from how long
 * recent tasks took), it answers 503 with Retry-After at once.
 */
export class BoundedWorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Moving average of a task's duration; 0 until one has finished. */
  private averageMs = 0;

  constructor(private readonly options: BoundedWorkQueueOptions) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.takeSlot();
    const startedAt = performance.now();
    try {
      return await task();
    } finally {
      const tookMs = performance.now() - startedAt;
      this.averageMs = this.averageMs === 0 ? tookMs : 0.8 * this.averageMs + 0.2 * tookMs;
      this.handOverSlot();
    }
  }

  /** What a task arriving now would wait, in ms: the rounds of `concurrency` tasks ahead of it. */
  estimatedWaitMs(): number {
    if (this.running < this.options.concurrency) return 0;
    return Math.ceil((this.waiting.length + 1) / this.options.concurrency) * this.averageMs;
  }

  /** Throws the 503 that `run` would answer now, if any: lets a caller refuse before doing other work. */
  assertRoom(): void {
    const refusal = this.refusal();
    if (refusal) throw refusal;
  }

  private refusal(): HttpError | undefined {
    if (this.running < this.options.concurrency) return undefined;
    const waitMs = this.estimatedWaitMs();
    if (this.waiting.length < this.options.maxQueued && waitMs <= this.options.maxWaitMs) return undefined;
    const retryAfter = Math.max(1, Math.ceil(Math.max(waitMs, this.averageMs) / 1000));
    return new HttpError(503, this.options.busyMessage, undefined, { 'retry-after': String(retryAfter) });
  }

  private takeSlot(): Promise<void> {
    const refusal = this.refusal();
    if (refusal) return Promise.reject(refusal);
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The next waiting task takes the finished one's slot directly, so a newcomer cannot slip in between. */
  private handOverSlot(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
