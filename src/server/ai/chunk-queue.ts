/**
 * Bridges a producer that pushes text (the model's token callback, which cannot wait)
 * to a consumer that pulls it with `for await`. What arrives while the consumer is busy
 * is kept, in order, and handed over joined on its next pull; the output token cap bounds it.
 */
export class ChunkQueue implements AsyncIterable<string> {
  private pending: string[] = [];
  private isEnded = false;
  private failure: unknown;
  private wake: (() => void) | undefined;

  push(text: string): void {
    if (this.isEnded || text === '') return;
    this.pending.push(text);
    this.notify();
  }

  /** No more text: the consumer gets what is pending, then the end (or `error`). Later calls are ignored. */
  end(error?: unknown): void {
    if (this.isEnded) return;
    this.isEnded = true;
    this.failure = error;
    this.notify();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<string> {
    for (;;) {
      if (this.pending.length > 0) {
        const text = this.pending.join('');
        this.pending = [];
        yield text;
      } else if (this.isEnded) {
        if (this.failure !== undefined) throw this.failure;
        return;
      } else {
        await new Promise<void>((resolve) => (this.wake = resolve));
      }
    }
  }

  private notify(): void {
    this.wake?.();
    this.wake = undefined;
  }
}
