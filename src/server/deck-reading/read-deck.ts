import { availableParallelism } from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { MESSAGES } from '../../shared/api.js';
import { DECK_READ_TIMEOUT_MS } from '../../shared/deck-drafts.js';
import { BoundedWorkQueue } from '../limits/bounded-work-queue.js';
import { DeckReadError, type DeckText } from './deck-text.js';
import type { ReadingAnswer, ReadingJob } from './reading-worker.js';

export { DeckReadError, type DeckText } from './deck-text.js';

/** A deck's parser gets this much heap: a hostile file runs the worker out of memory, never the server. */
const WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 64 };

/**
 * Readings at once: one core is left to the server so it keeps answering while decks are read;
 * the rest wait in turn, and beyond that the caller gets a 503 (server busy).
 * One queue per process, as the cores it shares out are.
 */
const readings = new BoundedWorkQueue({
  concurrency: Math.max(1, availableParallelism() - 1),
  maxQueued: 16,
  maxWaitMs: 4 * DECK_READ_TIMEOUT_MS,
  busyMessage: MESSAGES.serverBusy,
});

// Built, the worker is reading-worker.js beside this file. From TypeScript source (tsx, vitest), a
// worker thread does not inherit the loader, so it registers tsx itself.
const isSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(isSource ? './reading-worker.ts' : './reading-worker.js', import.meta.url);
// Loaded natively before tsx registers: tsx would transpile pdf.js's 4 MB again for every reading (2 s instead of 0.3 s).
const SOURCE_PRELOADS: Record<ReadingJob['fileType'], string[]> = {
  pdf: ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'],
  pptx: [],
};

function startWorker(job: ReadingJob): Worker {
  const options = { workerData: job, transferList: [job.file.buffer as ArrayBuffer], resourceLimits: WORKER_LIMITS };
  if (!isSource) return new Worker(WORKER_URL, options);
  const url = (specifier: string) => JSON.stringify(import.meta.resolve(specifier));
  const bootstrap =
    `Promise.all([${SOURCE_PRELOADS[job.fileType].map(url).join(', ')}].map((preload) => import(preload)))` +
    `.then(() => import(${url('tsx/esm/api')}))` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}

function readInWorker(job: ReadingJob, timeoutMs: number, signal: AbortSignal | undefined): Promise<DeckText> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DeckReadError('unreadable', { cause: signal.reason }));
    const worker = startWorker(job);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      worker.removeAllListeners();
      // An error after settling (the worker killed mid-parse) has no one left to tell.
      worker.on('error', () => undefined);
      void worker.terminate();
      outcome();
    };
    const fail = (cause: unknown) => settle(() => reject(new DeckReadError('unreadable', { cause })));
    const stop = () => fail(signal?.reason);
    const timer = setTimeout(() => fail(new Error(`reading took over ${timeoutMs} ms`)), timeoutMs);
    signal?.addEventListener('abort', stop, { once: true });
    worker.once('message', (answer: ReadingAnswer) =>
      settle(() => ('deckText' in answer ? resolve(answer.deckText) : reject(new DeckReadError(answer.failure, { cause: answer.reason })))),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash of the parser.
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`reading worker exited with code ${code}`)));
  });
}

/**
 * What a deck says (DESIGN §12), read off the main thread in a worker with a memory limit, stopped
 * after `timeoutMs` (DECK_READ_TIMEOUT_MS, counted from the reading's start, not its wait for a turn)
 * or when `signal` aborts. Throws DeckReadError:
 * 'old_format' for a .ppt, 'no_text' when no page has text (a scan), 'unreadable' for a damaged or
 * hostile file, a timeout or an abort; an HttpError 503 when too many decks are waiting already.
 */
export async function readDeck(
  file: Buffer | Uint8Array,
  fileType: 'pdf' | 'ppt' | 'pptx',
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<DeckText> {
  if (fileType === 'ppt') throw new DeckReadError('old_format');
  const { timeoutMs = DECK_READ_TIMEOUT_MS, signal } = options;
  // One copy of exactly the file's bytes (a Buffer may be a view on a larger pool), made when its turn
  // comes so waiting decks are not held twice, then moved to the worker.
  return readings.run(() => readInWorker({ file: new Uint8Array(file), fileType }, timeoutMs, signal));
}
