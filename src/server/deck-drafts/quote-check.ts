import type { DeckPage } from '../deck-reading/deck-text.js';

/** Text as quotes are compared: NFKC, every run of whitespace one space, lower case (a no-op for Arabic). */
export function foldText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** The deck's slides, folded once, for checking every quote of one answer. */
export class QuotableDeck {
  private readonly slides: { number: number; text: string }[];

  /** Only the slides' own text: notes are context for the model, never a source to cite. */
  constructor(pages: readonly DeckPage[]) {
    this.slides = pages.map((page) => ({ number: page.number, text: foldText(page.text) }));
  }

  /** The slide whose text holds `quote`: the named one when it does, else the first that does; undefined when none does. */
  locate(quote: string, slide: number | null): number | undefined {
    const folded = foldText(quote);
    if (folded === '') return undefined;
    const holds = (candidate: { text: string }) => candidate.text.includes(folded);
    const named = this.slides.find((candidate) => candidate.number === slide);
    if (named && holds(named)) return named.number;
    return this.slides.find(holds)?.number;
  }
}
