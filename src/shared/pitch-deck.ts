import { z } from 'zod';
import { PITCH_DECK_MESSAGES } from './feature-messages.js';
import { maxLengthMessage } from './fields.js';
import { stripInvisibleFormatting } from './names.js';

export { PITCH_DECK_MESSAGES };
export { PITCH_DECK_PATHS } from './resources.js';

/** Multipart field names of the upload (SPEC §3). */
export const PITCH_DECK_FIELDS = { file: 'deck_file', fileName: 'file_name' } as const;

export const PITCH_DECK_FILE_TYPES = ['pdf', 'ppt', 'pptx'] as const;
export type PitchDeckFileType = (typeof PITCH_DECK_FILE_TYPES)[number];

export const PITCH_DECK_MIME_TYPES: Record<PitchDeckFileType, string> = {
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The file input's `accept` attribute: a hint only, the server decides by content. */
export const PITCH_DECK_ACCEPT = [...PITCH_DECK_FILE_TYPES.map((type) => `.${type}`), ...Object.values(PITCH_DECK_MIME_TYPES)].join(',');

export const PITCH_DECK_MAX_BYTES = 25 * 1024 * 1024;
export const PITCH_DECK_FILE_NAME_MAX_LENGTH = 200;

// Control characters (NUL included) and path separators; bidi and zero-width characters go through stripInvisibleFormatting.
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}/\\]/gu;

/** A display name safe to show and to put in a download header: unsafe characters removed, trimmed. */
export function cleanFileName(name: string): string {
  return stripInvisibleFormatting(name.normalize('NFC')).replace(UNSAFE_NAME_CHARACTERS, '').trim();
}

/** The text fields of POST /api/pitch-deck; the file itself is checked by content on the server. */
export const pitchDeckUploadSchema = z.object({
  file_name: z
    .string({ error: PITCH_DECK_MESSAGES.fileNameRequired })
    .nullish()
    .transform((value) => cleanFileName(value ?? ''))
    .pipe(
      z
        .string()
        .min(1, PITCH_DECK_MESSAGES.fileNameRequired)
        .max(PITCH_DECK_FILE_NAME_MAX_LENGTH, maxLengthMessage(PITCH_DECK_FILE_NAME_MAX_LENGTH)),
    ),
});

export type PitchDeckUploadInput = z.input<typeof pitchDeckUploadSchema>;

/** POST /api/pitch-deck/{id}/primary: a JSON object, empty (the deck is in the path). */
export const makePrimaryDeckSchema = z.object({});

/** The client-side check of a chosen file: size only (its type is decided by the server). */
export function isPitchDeckSizeAllowed(size: number): boolean {
  return size > 0 && size <= PITCH_DECK_MAX_BYTES;
}

/** One deck as GET /api/pitch-deck lists it (and as its upload and primary routes answer it). */
export const pitchDeckAnswer = z.strictObject({
  id: z.string(),
  file_type: z.enum(PITCH_DECK_FILE_TYPES),
  file_name: z.string(),
  /** Bytes. */
  size: z.number(),
  /** ISO 8601 timestamp. */
  uploaded_at: z.string(),
  /** The authorised download route. */
  url: z.string(),
  /** The deck the one-pager shows: the first upload, until another is marked (one per startup while it has decks). */
  is_primary: z.boolean(),
});

/** GET /api/pitch-deck → data. */
export const pitchDecksAnswer = z.array(pitchDeckAnswer);

export type PitchDeck = z.infer<typeof pitchDeckAnswer>;
