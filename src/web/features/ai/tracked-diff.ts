import { diffArrays } from 'diff';

/**
 * The word diff behind the editor's tracked changes (DESIGN §16), on plain text: no ProseMirror here.
 *
 * Words come from Intl.Segmenter, which keeps an Arabic word whole (diff's own word tokenizers know Latin
 * letters only and would cut Arabic letter by letter); runs of whitespace are tokens of their own, so
 * every change maps back to exact offsets in the old text. diff's `diffArrays` compares the tokens.
 */

/** One change in a line of text: the old text's `[from, to)` becomes `insert` (either side may be empty). */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

let segmenter: Intl.Segmenter | undefined;

/** Words, punctuation and runs of whitespace, in order: joined they give `text` back. */
export function wordTokens(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const tokens: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const last = tokens.length - 1;
    // The segmenter may cut a run of whitespace in two (around a newline or a combining mark): one token.
    if (last >= 0 && /^\s+$/.test(segment) && /^\s+$/.test(tokens[last]!)) tokens[last] += segment;
    else tokens.push(segment);
  }
  return tokens;
}

const isBlank = (text: string) => /^\s*$/.test(text);

/**
 * The changes that turn `before` into `after`, word by word, in order. A replaced word is one change
 * (its deletion and its insertion together); replaced words next to each other, with only whitespace
 * between them, are one change too ("quick brown" → "slow red"), so a rewritten phrase is not a
 * ladder of one-word changes.
 */
export function diffText(before: string, after: string): TextChange[] {
  const changes: TextChange[] = [];
  let at = 0;
  let current: TextChange | null = null;
  for (const part of diffArrays(wordTokens(before), wordTokens(after))) {
    const text = part.value.join('');
    if (part.removed) {
      current ??= { from: at, to: at, insert: '' };
      at += text.length;
      current.to = at;
    } else if (part.added) {
      current ??= { from: at, to: at, insert: '' };
      current.insert += text;
    } else {
      if (current) changes.push(current);
      current = null;
      at += text.length;
    }
  }
  if (current) changes.push(current);
  return mergeReplacedPhrases(before, changes);
}

function mergeReplacedPhrases(before: string, changes: TextChange[]): TextChange[] {
  const merged: TextChange[] = [];
  for (const change of changes) {
    const previous = merged.at(-1);
    const gap = previous ? before.slice(previous.to, change.from) : '';
    const bothReplace =
      previous && previous.to > previous.from && previous.insert !== '' && change.to > change.from && change.insert !== '';
    if (previous && bothReplace && isBlank(gap) && !gap.includes('\n')) {
      // The kept whitespace goes out and back in with the phrase: accepting still gives exactly the new text.
      merged[merged.length - 1] = { from: previous.from, to: change.to, insert: previous.insert + gap + change.insert };
    } else {
      merged.push({ ...change });
    }
  }
  return merged;
}

/** Applies changes to the text they were computed on (what accepting every change gives). */
export function applyChanges(before: string, changes: readonly TextChange[]): string {
  let text = '';
  let at = 0;
  for (const change of changes) {
    text += before.slice(at, change.from) + change.insert;
    at = change.to;
  }
  return text + before.slice(at);
}

/** How the answer's paragraphs line up with the old ones: a pair is diffed word by word; the rest are whole-paragraph changes. */
export type BlockStep = { kind: 'pair'; old: number; new: number } | { kind: 'delete'; old: number } | { kind: 'insert'; new: number };

function wordSet(text: string): Set<string> {
  return new Set(
    wordTokens(text.toLocaleLowerCase())
      .map((token) => token.trim())
      .filter((token) => /[\p{L}\p{N}]/u.test(token)),
  );
}

/** Two paragraphs are "the same paragraph, rewritten" when at least half of the longer one's words are in both. */
function isSameParagraph(left: Set<string>, right: Set<string>): boolean {
  if (left.size === 0 || right.size === 0) return left.size === right.size;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared * 2 >= Math.max(left.size, right.size);
}

/**
 * Lines up old and new paragraphs: diff's `diffArrays` finds the paragraphs that are recognisably the
 * same (half their words shared); between two such anchors, old and new ones are paired in order (a
 * translation shares no word, and still pairs each paragraph with its twin) and the leftovers are
 * whole paragraphs deleted or inserted.
 */
export function alignBlocks(before: readonly string[], after: readonly string[]): BlockStep[] {
  const words = new Map<string, Set<string>>();
  const wordsOf = (text: string) => {
    let set = words.get(text);
    if (!set) words.set(text, (set = wordSet(text)));
    return set;
  };
  // Indexes as tokens (strings, so the comparator sees which paragraph each is): "o3" is before[3], "n1" is after[1].
  const parts = diffArrays(
    before.map((_, index) => `o${index}`),
    after.map((_, index) => `n${index}`),
    {
      comparator: (left, right) => {
        const text = (token: string) => (token.startsWith('o') ? before : after)[Number(token.slice(1))]!;
        return isSameParagraph(wordsOf(text(left)), wordsOf(text(right)));
      },
    },
  );
  const steps: BlockStep[] = [];
  let oldAt = 0;
  let newAt = 0;
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    const paired = Math.min(removed.length, added.length);
    for (let index = 0; index < paired; index += 1) steps.push({ kind: 'pair', old: removed[index]!, new: added[index]! });
    for (const old of removed.slice(paired)) steps.push({ kind: 'delete', old });
    for (const index of added.slice(paired)) steps.push({ kind: 'insert', new: index });
    removed = [];
    added = [];
  };
  for (const part of parts) {
    const count = part.count ?? part.value.length;
    if (part.removed) for (let index = 0; index < count; index += 1) removed.push(oldAt++);
    else if (part.added) for (let index = 0; index < count; index += 1) added.push(newAt++);
    else {
      flush();
      for (let index = 0; index < count; index += 1) steps.push({ kind: 'pair', old: oldAt++, new: newAt++ });
    }
  }
  flush();
  return steps;
}

/** The answer's paragraphs: one a line, blank lines and surrounding spaces dropped. */
export function answerParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A list line the model wrote as Markdown ("- Item", "2. Item"): the editor's list already draws the marker. */
export function withoutListMarker(line: string): string {
  return line.replace(/^(?:[-*•]|\d{1,3}[.)])\s+/, '');
}
