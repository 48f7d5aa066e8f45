import { isOverLimit, type AnswerLimits } from '../../shared/applications.js';

// A sentence ends at . ! ? or the Arabic question mark, before a space or the end; a line break ends one too.
const SENTENCE_END = /[.!?؟…](?=\s|$)|\n/gu;

/**
 * The longest start of `answer` that ends a sentence and keeps within `limits`; when even the
 * first sentence is too long, the longest run of whole words that fits, with an ellipsis.
 * Never longer than the limits allow, never a word cut in half.
 */
export function shortenToLimit(answer: string, limits: AnswerLimits): string {
  const text = answer.trim();
  let best = '';
  for (const match of text.matchAll(SENTENCE_END)) {
    const candidate = text.slice(0, match.index + match[0].length).trim();
    if (isOverLimit(candidate, limits)) break;
    best = candidate;
  }
  if (best) return best;
  const words = text.split(/\s+/u);
  let kept = '';
  for (const word of words) {
    const candidate = kept ? `${kept} ${word}` : word;
    if (isOverLimit(`${candidate}…`, limits)) break;
    kept = candidate;
  }
  return kept ? `${kept.replace(/[,;:،؛]$/u, '')}…` : '';
}

/** The language a question is asked in: Arabic when most of its letters are Arabic. */
export function questionLanguage(text: string): 'ar' | 'en' {
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return arabic > latin ? 'ar' : 'en';
}
