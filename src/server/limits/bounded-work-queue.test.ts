import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/errors.js';
import { BoundedWorkQueue } from './bounded-work-queue.js';

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

const options = { concurrency: 2, maxQueued: 2, maxWaitMs: 60_000, busyMessage: 'Busy.' };

describe('BoundedWorkQueue', () => {
  it('runs `concurrency` tasks at once, queues `maxQueued`, and refuses the next with 503 and Retry-After', async () => {
    const queue = new BoundedWorkQueue(options);
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    const runs = gates.map((each, index) => queue.run(() => (started.push(index), each.task())));

    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(() => queue.assertRoom()).toThrow(HttpError);
    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: 'Busy.', headers: { 'retry-after': '1' } });

    gates[0]!.open();
    await runs[0];
    expect(started).toEqual([0, 1, 2]);
    expect(() => queue.assertRoom()).not.toThrow();
    for (const each of gates) each.open();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('hands a finished slot to the oldest waiting task, never to a newcomer', async () => {
    const queue = new BoundedWorkQueue({ ...options, concurrency: 1 });
    const first = gate();
    const order: string[] = [];
    const running = queue.run(first.task);
    const waiting = queue.run(async () => void order.push('waiting'));
    first.open();
    await running;
    const newcomer = queue.run(async () => void order.push('newcomer'));
    await Promise.all([waiting, newcomer]);
    expect(order).toEqual(['waiting', 'newcomer']);
  });

  it('refuses at once when the estimated wait is longer than maxWaitMs', async () => {
    const queue = new BoundedWorkQueue({ ...options, concurrency: 1, maxQueued: 100, maxWaitMs: 150 });
    // A first task that took 100 ms sets the estimate.
    vi.spyOn(performance, 'now').mockReturnValueOnce(0).mockReturnValueOnce(100);
    await queue.run(async () => undefined);
    const busy = gate();
    const running = queue.run(busy.task);
    const queued = queue.run(async () => 'second');
    // Two tasks of ~100 ms ahead of a third: over 150 ms.
    await expect(queue.run(async () => 'third')).rejects.toMatchObject({ statusCode: 503 });
    busy.open();
    await expect(Promise.all([running, queued])).resolves.toEqual([undefined, 'second']);
    vi.restoreAllMocks();
  });
});
