import { DECK_DRAFT_MAX_CHARS, DECK_DRAFT_MAX_PAGES } from '../../shared/deck-drafts.js';
import { detectDeckLanguage } from './deck-language.js';
import { DeckReadError, type DeckPage, type DeckText } from './deck-text.js';

/** A deck being read page by page, so reading stops at the limits instead of parsing the whole file. */
export interface PagedDeck {
  /** Pages or slides in the whole file. */
  pageCount: number;
  /** The folded text and notes of the 1-based page `number`. */
  readPage(number: number): Promise<Pick<DeckPage, 'text' | 'notes'>>;
}

/**
 * The deck's pages up to DECK_DRAFT_MAX_PAGES and DECK_DRAFT_MAX_CHARS (the page that crosses
 * the character limit is cut, text before notes), with its language. Throws 'no_text' when no
 * page has any text, as a scanned deck.
 */
export async function collectDeckText(deck: PagedDeck): Promise<DeckText> {
  const pages: DeckPage[] = [];
  let characters = 0;
  let truncated = deck.pageCount > DECK_DRAFT_MAX_PAGES;
  for (let number = 1; number <= Math.min(deck.pageCount, DECK_DRAFT_MAX_PAGES); number++) {
    const page = await deck.readPage(number);
    const room = DECK_DRAFT_MAX_CHARS - characters;
    const text = page.text.slice(0, room);
    const notes = page.notes.slice(0, room - text.length);
    pages.push({ number, text, notes });
    characters += text.length + notes.length;
    if (text.length + notes.length < page.text.length + page.notes.length) {
      truncated = true;
      break;
    }
  }
  if (!pages.some((page) => page.text !== '' || page.notes !== '')) throw new DeckReadError('no_text');
  const language = detectDeckLanguage(pages.map((page) => `${page.text}\n${page.notes}`).join('\n'));
  return { pages, pageCount: deck.pageCount, characters, truncated, language };
}
