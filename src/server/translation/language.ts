import type { ProfileLocale } from '../../shared/translation.js';
import { toPlainText } from '../../shared/plain-text.js';

const LETTER = /\p{L}/gu;
const SCRIPT_LETTER: Record<ProfileLocale, RegExp> = { ar: /\p{Script=Arabic}/u, en: /\p{Script=Latin}/u };

/**
 * Whether a translation is written in `locale`: most of its letters are of that script (Arabic
 * letters for ar, Latin ones for en); digits, punctuation and markup do not count. A text without
 * letters (a figure alone) cannot be told apart and passes; a brand name in Latin inside Arabic text
 * does not tip it.
 */
export function isWrittenIn(text: string, locale: ProfileLocale): boolean {
  const letters = toPlainText(text).match(LETTER) ?? [];
  if (letters.length === 0) return true;
  const inScript = letters.filter((letter) => SCRIPT_LETTER[locale].test(letter)).length;
  return inScript * 2 > letters.length;
}
