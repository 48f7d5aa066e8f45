import { parentPort, workerData } from 'node:worker_threads';
import { DeckReadError, type DeckReadFailure, type DeckText } from './deck-text.js';

/** What read-deck.ts hands the worker. */
export interface ReadingJob {
  file: Uint8Array;
  fileType: 'pdf' | 'pptx';
}

/** What the worker answers: the text, or why there is none (with the reader's error, for the log). */
export type ReadingAnswer = { deckText: DeckText } | { failure: DeckReadFailure; reason: string };

async function answer({ file, fileType }: ReadingJob): Promise<ReadingAnswer> {
  try {
    // Each reader loads only its own parser (pdf.js alone takes a few hundred ms to load).
    const deckText =
      fileType === 'pdf' ? await (await import('./read-pdf.js')).readPdf(file) : await (await import('./read-pptx.js')).readPptx(file);
    return { deckText };
  } catch (error) {
    if (error instanceof DeckReadError) return { failure: error.failure, reason: error.message };
    // pdf.js, yauzl and the caps throw on damaged or hostile files: all the same to the founder.
    return { failure: 'unreadable', reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

parentPort?.postMessage(await answer(workerData as ReadingJob));
