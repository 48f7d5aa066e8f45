import { latinDigits } from './digits.js';

/** A number written in a text: where it is, and the value it stands for. */
export interface NumberMention {
  text: string;
  start: number;
  end: number;
  /** The normalised value ("2000", "0.4%"): equal keys are the same number however written. */
  key: string;
}

const DIGIT = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9]';
const PERCENT = '(?:\\s?[%\\u066A]|\\s(?:percent|per cent|بالمئة|بالمائة|في المئة)(?![\\p{L}\\p{N}]))';
const MAGNITUDE = '(?:\\s?(?:k|mn|m|bn|b)|\\s(?:thousand|millions?|billion|ألف|آلاف|مليون|ملايين|مليار))(?![\\p{L}\\p{N}])';
// Digits with thousands groups and a decimal part (Western or Arabic separators), then a percent or magnitude word.
const NUMBER = new RegExp(
  `(?<![\\p{L}\\p{N}])(${DIGIT}+(?:[,\\u066C]${DIGIT}{3})*(?:[.\\u066B]${DIGIT}+)?)(${PERCENT}|${MAGNITUDE})?(?![\\p{L}\\p{N}])`,
  'giu',
);
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  ألف: 1e3,
  آلاف: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  millions: 1e6,
  مليون: 1e6,
  ملايين: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  مليار: 1e9,
};
// A numbered-list marker ("1. ", "2) ") at the start of a line is formatting, not a figure.
const LIST_MARKER = /(?:^|\n)[ \t]*$/;

function keyOf(digits: string, suffix: string): string {
  const value = Number(
    latinDigits(digits)
      .replace(/[,\u066C]/g, '')
      .replace('\u066B', '.'),
  );
  const word = suffix.trim().toLowerCase();
  const isPercent = /^[%\u066A]$/.test(word) || /^(?:percent|per cent|بالمئة|بالمائة|في المئة)$/.test(word);
  const scaled = isPercent ? value : value * (MULTIPLIERS[word] ?? 1);
  return `${Number(scaled.toPrecision(12))}${isPercent ? '%' : ''}`;
}

/** Every number in a text (Western or Arabic-Indic digits), with its normalised value. */
export function findNumbers(text: string): NumberMention[] {
  const mentions: NumberMention[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const [whole, digits, suffix = ''] = match;
    const start = match.index;
    const end = start + whole.length;
    if (!suffix && /^[.)]\s/.test(text.slice(end, end + 2)) && LIST_MARKER.test(text.slice(0, start))) continue;
    mentions.push({ text: whole.trim(), start, end, key: keyOf(digits!, suffix) });
  }
  return mentions;
}

/**
 * The numbers of an AI answer that the input (the prompt and context sent) does not contain:
 * the model is told never to invent figures, and these are the ones the founder must check.
 */
export function unsupportedNumbers(answer: string, input: string): NumberMention[] {
  const known = new Set(findNumbers(input).map((mention) => mention.key));
  return findNumbers(answer).filter((mention) => !known.has(mention.key));
}
