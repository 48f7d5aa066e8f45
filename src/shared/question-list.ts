import { MAX_CHAR_LIMIT, MAX_WORD_LIMIT } from './applications.js';

/** One line of a pasted question list: its text without numbering or limit phrase, and the limits read. */
export interface PastedQuestion {
  text: string;
  max_chars: number | null;
  max_words: number | null;
}

// Every pattern here is linear: bounded repeats only, no nested or adjacent unbounded ones, so a
// hostile paste of any shape is read in one pass (test: 10 000 lines).
const DIGIT = '[0-9\u0660-\u0669\u06F0-\u06F9]';
const NUMBER = `(${DIGIT}{1,6}(?:[,\u066C]${DIGIT}{3})?)`;
const SPACE = '[ \\t\\u00A0]{0,3}';
const CHARS_EN = 'char(?:acter)?s?|letters?';
const WORDS_EN = 'words?';
// حرف، حرفًا، حرفاً، حرفا، أحرف، حروف / كلمة، كلمه، كلمات
const CHARS_AR = '\u062D\u0631\u0641[\u064B\u0627]{0,2}|[\u0623\u0627]\u062D\u0631\u0641|\u062D\u0631\u0648\u0641';
const WORDS_AR = '\u0643\u0644\u0645(?:\u0629|\u0647|\u0627\u062A)';
const UNIT = `(${CHARS_EN}|${CHARS_AR}|${WORDS_EN}|${WORDS_AR})`;
// "max", "maximum", "up to", "limit:", "in", "no more than"; بحد أقصى، الحد الأقصى، حد أقصى، في حدود، لا يزيد على/عن
const LEAD =
  '(?:max(?:imum)?\\.?|up to|limit:?|in|no more than|\u0628?\u062D\u062F \u0623\u0642\u0635\u0649|\u0627\u0644\u062D\u062F \u0627\u0644\u0623\u0642\u0635\u0649:?|\u0641\u064A \u062D\u062F\u0648\u062F|\u0644\u0627 [\u064A\u062A]\u0632\u064A\u062F \u0639(?:\u0644\u0649|\u0646))';
// "max", "maximum", "limit", "or less", "or fewer"; كحد أقصى، بحد أقصى، على الأكثر
const TRAIL =
  '(?:max(?:imum)?|limit|or (?:less|fewer)|[\u0643\u0628]\u062D\u062F \u0623\u0642\u0635\u0649|\u0639\u0644\u0649 \u0627\u0644\u0623\u0643\u062B\u0631)';
const AMOUNT = `${NUMBER}${SPACE}-?${SPACE}${UNIT}`;

/** The limit phrases, most specific first: "(150 characters)", "[100 words max]", "— 50 chars", "max 150 characters". */
const LIMIT_PHRASES = [
  new RegExp(`[(\\[]${SPACE}(?:${LEAD}${SPACE})?${AMOUNT}(?:${SPACE}${TRAIL})?${SPACE}[)\\]]`, 'giu'),
  new RegExp(`${SPACE}[\u2014\u2013-]${SPACE}(?:${LEAD}${SPACE})?${AMOUNT}(?:${SPACE}${TRAIL})?${SPACE}\\.?$`, 'giu'),
  new RegExp(`(?:^|(?<=[\\s,;:.?!\u060C\u061B\u061F]))${LEAD}${SPACE}${AMOUNT}(?:${SPACE}${TRAIL})?(?![\\p{L}\\p{N}])`, 'giu'),
  new RegExp(`(?:^|(?<=[\\s,;:.?!\u060C\u061B\u061F]))${AMOUNT}${SPACE}${TRAIL}(?![\\p{L}\\p{N}])`, 'giu'),
];

/** "1.", "2)", "3 -", "Q4:", "-", "•", "*", "١." and the like at the start of a line. */
const NUMBERING = new RegExp(
  `^(?:(?:Q${SPACE})?${DIGIT}{1,3}(?:\\)|${SPACE}[.:\u2013\u2014-](?=[ \\t\\u00A0]|$))|[-\u2022*\u00B7\u25AA\u25E6\u25CF\u2013\u2014])[ \\t\\u00A0]*`,
  'iu',
);
const HAS_DIGIT = new RegExp(DIGIT, 'u');
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;
const EDGE_MARK = /[\s:;,\u060C\u061B\u2013\u2014-]/u;
const SPACE_RUN = /\s+/gu;

/** Spaces and separators a cut limit leaves at the ends, trimmed by scanning (`[…]+$` would be quadratic on a long run). */
function trimEdges(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && EDGE_MARK.test(text[start]!)) start += 1;
  while (end > start && EDGE_MARK.test(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}

function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

function isWordUnit(unit: string): boolean {
  return /^word|^\u0643\u0644\u0645/i.test(unit);
}

interface LimitPhrase {
  index: number;
  length: number;
  unit: 'max_chars' | 'max_words';
  count: number;
}

/** The first phrase of `text` that sets a limit not read yet, within its range. */
function nextLimitPhrase(text: string, read: PastedQuestion): LimitPhrase | undefined {
  if (!HAS_DIGIT.test(text)) return undefined;
  for (const phrase of LIMIT_PHRASES) {
    for (const match of text.matchAll(phrase)) {
      const unit = isWordUnit(match[2]!) ? 'max_words' : 'max_chars';
      const count = Number(westernDigits(match[1]!).replace(/[,\u066C]/g, ''));
      const max = unit === 'max_words' ? MAX_WORD_LIMIT : MAX_CHAR_LIMIT;
      if (read[unit] === null && Number.isInteger(count) && count >= 1 && count <= max) {
        return { index: match.index, length: match[0].length, unit, count };
      }
    }
  }
  return undefined;
}

/** A question line's limits; each phrase read is cut out of the text, one out of range stays in it. */
export function readLimits(line: string): PastedQuestion {
  const read: PastedQuestion = { text: line, max_chars: null, max_words: null };
  // At most one phrase per unit: two passes.
  for (let phrase = nextLimitPhrase(read.text, read); phrase; phrase = nextLimitPhrase(read.text, read)) {
    read[phrase.unit] = phrase.count;
    read.text = `${read.text.slice(0, phrase.index)} ${read.text.slice(phrase.index + phrase.length)}`;
  }
  const cleaned = trimEdges(read.text.replace(SPACE_RUN, ' ')).replace(/ ([?.!\u061F])$/u, '$1');
  // A line that was only a limit keeps its words: a question is never blank.
  if (cleaned === '') return { text: line.trim(), max_chars: null, max_words: null };
  return { ...read, text: cleaned };
}

/**
 * A pasted question list (DESIGN §13): one question a line; blank lines skipped, leading numbering
 * or bullets dropped, a limit written in English or Arabic read. At most `max` questions are read:
 * the caller learns a list is too long from `max + 1` answers, without reading the rest.
 */
export function parseQuestionList(pasted: string, max = Number.POSITIVE_INFINITY): PastedQuestion[] {
  const questions: PastedQuestion[] = [];
  for (const rawLine of pasted.split(LINE_BREAK)) {
    const line = rawLine.trim().replace(NUMBERING, '').trim();
    if (line === '') continue;
    questions.push(readLimits(line));
    if (questions.length > max) break;
  }
  return questions;
}
