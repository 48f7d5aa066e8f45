import { z } from 'zod';
import { FIELD_MESSAGES, maxLengthMessage } from './field-messages.js';

/**
 * Characters that draw nothing yet change what a reader sees: bidi embeddings and overrides
 * (U+202A–202E), isolates (U+2066–2069), direction marks (U+200E, U+200F, U+061C) and
 * zero-width characters (U+200B, U+2060, U+FEFF). In a name they only serve spoofing.
 * The zero-width joiner and non-joiner (U+200C, U+200D) stay: emoji sequences and Persian or
 * Urdu spellings need them, and they cannot reorder or hide a name's letters.
 */
const INVISIBLE_FORMATTING = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

// A control character (C0, DEL, C1) that is not also a space or a line break: NUL, ESC, BEL…
const CONTROL_NOT_SPACE = /[^\P{Cc}\p{White_Space}]/gu;
// Tabs, line breaks (CR, LF, NEL, U+2028, U+2029) and every kind of space.
const SPACE_RUN = /\p{White_Space}+/gu;

// Drawn on screen: not a space, not a control, not a character Unicode says to render as nothing (U+3164, U+2064…).
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

export const PERSON_NAME_MAX_LENGTH = 100;
export const STARTUP_NAME_MAX_LENGTH = 200;

/** The text without bidi controls and zero-width spaces. */
export function stripInvisibleFormatting(text: string): string {
  return text.replace(INVISIBLE_FORMATTING, '');
}

/**
 * A name on one line: invisible formatting and control characters removed, each run of spaces,
 * tabs and line breaks one space, trimmed. A name goes into mail subjects and lines of text.
 */
export function cleanName(text: string): string {
  return stripInvisibleFormatting(text).replace(CONTROL_NOT_SPACE, '').replace(SPACE_RUN, ' ').trim();
}

export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE_CHARACTER.test(text);
}

/**
 * A person's or a startup's name, cleaned (`cleanName`), with at least one visible character
 * ("This field is required." otherwise) and at most `max` characters.
 */
export function requiredName(max: number) {
  return z
    .string({ error: FIELD_MESSAGES.required })
    .transform(cleanName)
    .pipe(z.string().refine(hasVisibleCharacter, FIELD_MESSAGES.required).max(max, maxLengthMessage(max)));
}

/** First and last names of accounts and founders. */
export const personName = () => requiredName(PERSON_NAME_MAX_LENGTH);
/** The startup's name, at registration and in Startup Details. */
export const startupName = () => requiredName(STARTUP_NAME_MAX_LENGTH);
