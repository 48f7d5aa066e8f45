/** The Arabic definite article opening a family name (الحداد): the initial is the name's own first letter. */
const ARABIC_ARTICLE = /^ال(?=\p{L}{2})/u;
const ARABIC_LETTER = /\p{Script=Arabic}/u;
// A zero-width non-joiner keeps two Arabic initials apart (م‌ح), where they would otherwise join into a word's fragment (مح).
const NON_JOINER = '\u200C';

/** A person's initials in place of a photo: the first letter of each name, upper case; '' when both are empty. */
export function initialsOf(firstName: string, lastName: string): string {
  const letters = [firstName.trim(), lastName.trim().replace(ARABIC_ARTICLE, '')].map((name) => Array.from(name)[0] ?? '');
  return letters.join(letters.every((letter) => ARABIC_LETTER.test(letter)) ? NON_JOINER : '').toUpperCase();
}
