// Arabic-Indic (U+0660–0669) and Persian (U+06F0–06F9) digits: many Arabic keyboards type these by default.
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The text with every Arabic-Indic or Persian digit written as its Latin one ("٠٧٩" → "079");
 * nothing else changes. Zod-free and a few lines, so the dashboard's first page may use it.
 */
export function latinDigits(text: string): string {
  return text.replace(EASTERN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}
