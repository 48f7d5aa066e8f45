import type { DeckLanguage } from '../../shared/deck-drafts.js';

/** A deck is in one language when at least this share of its letters are in that language's script. */
export const DECK_LANGUAGE_LETTER_SHARE = 0.8;

const LETTER = /\p{L}/gu;
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * 'ar' or 'en' by the script of the deck's letters; 'mixed' when neither dominates, which is
 * also the answer for a third script (Cyrillic, Chinese…): the model then writes in the user's locale.
 */
export function detectDeckLanguage(text: string): DeckLanguage {
  let arabic = 0;
  let latin = 0;
  let letters = 0;
  for (const [letter] of text.matchAll(LETTER)) {
    letters += 1;
    if (ARABIC_LETTER.test(letter)) arabic += 1;
    else if (LATIN_LETTER.test(letter)) latin += 1;
  }
  if (letters > 0 && arabic >= letters * DECK_LANGUAGE_LETTER_SHARE) return 'ar';
  if (letters > 0 && latin >= letters * DECK_LANGUAGE_LETTER_SHARE) return 'en';
  return 'mixed';
}
