import type { DeckLanguage } from '../../shared/deck-drafts.js';

/** One page of a PDF or one slide of a PPTX, as a reader sees it: lines in reading order, logical order for Arabic, NFKC-folded. */
export interface DeckPage {
  /** 1-based, in presentation order. */
  number: number;
  text: string;
  /** A PPTX slide's speaker notes ('' for PDFs): context for the model, never quoted as the slide. */
  notes: string;
}

/** What a deck says, at most DECK_DRAFT_MAX_PAGES pages and DECK_DRAFT_MAX_CHARS characters of text. */
export interface DeckText {
  pages: DeckPage[];
  /** Pages or slides in the whole file (more than `pages.length` when truncated). */
  pageCount: number;
  /** Characters of text kept, notes included. */
  characters: number;
  truncated: boolean;
  language: DeckLanguage;
}

/** Why a deck cannot be drafted from; each maps to one 422 message of DESIGN §12. */
export type DeckReadFailure = 'old_format' | 'no_text' | 'unreadable';

export class DeckReadError extends Error {
  /** `cause`: what the reader hit (the parser's error, the timeout), for the log only. */
  constructor(
    readonly failure: DeckReadFailure,
    options?: { cause?: unknown },
  ) {
    super(failure, options);
  }
}
