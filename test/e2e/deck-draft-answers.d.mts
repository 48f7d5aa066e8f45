// Types of deck-draft-answers.mjs (plain JavaScript: the fake AI server runs under node without a TypeScript loader).
export interface Slide {
  lines: string[];
  notes?: string;
}
export const ENGLISH_SLIDES: Slide[];
export const ARABIC_SLIDES: Slide[];
export function deckDraftAnswer(schema: { properties?: Record<string, unknown> } | undefined, userText: string): string;
