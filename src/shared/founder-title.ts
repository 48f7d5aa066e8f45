/**
 * The title every founder starts with, stored in English whatever the sign-up language: it is
 * a marker, shown in the reader's language (and, in Arabic, the person's grammatical gender).
 */
export const FOUNDER_DEFAULT_TITLE = 'Founder';

/** Arabic for the default title: the person's own form when known, "one of the founders" otherwise. */
const ARABIC_DEFAULT_TITLE = { male: 'مؤسِّس', female: 'مؤسِّسة', unknown: 'من المؤسسين' } as const;

/**
 * Titles that mean "the default": the marker, what Arabic sign-ups stored before it (مؤسس), and the
 * words shown for it, so a form saved untouched keeps the marker. A title typed by hand without the
 * shadda (مؤسسة) is the founder's own choice and stays as typed.
 */
const DEFAULT_SPELLINGS = new Set([FOUNDER_DEFAULT_TITLE.toLowerCase(), 'مؤسس', ...Object.values(ARABIC_DEFAULT_TITLE)]);

export function isDefaultFounderTitle(title: string): boolean {
  return DEFAULT_SPELLINGS.has(title.trim().toLowerCase());
}

/** What a stored title says to a reader of `locale` (ar or en); `gender` from the person's own details when they gave it. */
export function founderTitleText(title: string, locale: string, gender?: string | null): string {
  if (!isDefaultFounderTitle(title)) return title;
  if (locale !== 'ar') return FOUNDER_DEFAULT_TITLE;
  return gender === 'male' || gender === 'female' ? ARABIC_DEFAULT_TITLE[gender] : ARABIC_DEFAULT_TITLE.unknown;
}
