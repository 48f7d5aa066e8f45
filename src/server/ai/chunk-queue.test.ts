import { describe, expect, it } from 'vitest';
import { ChunkQueue } from './chunk-queue.js';

describe('ChunkQueue', () => {
  it('hands each chunk to a waiting consumer as it is pushed', async () => {
    const queue = new ChunkQueue();
    const chunks = queue[Symbol.asyncIterator]();
    const first = chunks.next();
    queue.push('Olive ');
    expect(await first).toEqual({ done: false, value: 'Olive ' });
    queue.push('Labs');
    queue.end();
    expect(await chunks.next()).toEqual({ done: false, value: 'Labs' });
    expect(await chunks.next()).toEqual({ done: true, value: undefined });
  });

  it('keeps what arrives while the consumer is busy, in order, and hands it over joined', async () => {
    const queue = new ChunkQueue();
    for (const text of ['Olive', ' ', 'Labs', ' lends']) queue.push(text);
    queue.end();
    const received: string[] = [];
    for await (const text of queue) received.push(text);
    expect(received).toEqual(['Olive Labs lends']);
  });

  it('delivers the pending text before the error it ended with, and ignores anything after the end', async () => {
    const queue = new ChunkQueue();
    queue.push('Olive');
    queue.end(new Error('timed out'));
    queue.push(' Labs');
    queue.end();
    const chunks = queue[Symbol.asyncIterator]();
    expect(await chunks.next()).toEqual({ done: false, value: 'Olive' });
    await expect(chunks.next()).rejects.toThrow('timed out');
  });
});
