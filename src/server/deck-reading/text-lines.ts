import { stripInvisibleFormatting } from '../../shared/names.js';

/** A run of text placed on a page: its baseline origin, advance width and direction. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  isRightToLeft: boolean;
}

const SPACE_RUN = /\p{White_Space}+/gu;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/gu;
const LEFT_TO_RIGHT_LETTER = /[^\P{L}\p{Script=Arabic}\p{Script=Hebrew}]/gu;
/** Baselines closer than this share of the font size are one line (subscripts, mixed fonts). */
const SAME_LINE_SHARE = 0.5;
/** A gap wider than this share of the font size between two runs is a space. */
const WORD_GAP_SHARE = 0.15;

/** One line as quotes are matched: NFKC (Arabic presentation forms to letters), no bidi controls, spaces folded. */
export function foldLine(text: string): string {
  return stripInvisibleFormatting(text.normalize('NFKC')).replace(SPACE_RUN, ' ').trim();
}

/** Lines joined by line breaks, blank ones dropped. */
export function foldLines(lines: string[]): string {
  return lines
    .map(foldLine)
    .filter((line) => line !== '')
    .join('\n');
}

const gapBetween = (left: PlacedText, right: PlacedText) => right.x - (left.x + left.width);
const separator = (left: PlacedText, right: PlacedText) =>
  gapBetween(left, right) > WORD_GAP_SHARE * Math.max(left.fontSize, right.fontSize) ? ' ' : '';

/** Runs left to right, joined with a space wherever the page leaves a gap. */
function joinLeftToRight(runs: PlacedText[]): string {
  return runs.map((run, index) => (index === 0 ? '' : separator(runs[index - 1]!, run)) + run.text).join('');
}

/** Runs right to left (each run's text is already in logical order: pdf.js reverses visual-order strings). */
function joinRightToLeft(runs: PlacedText[]): string {
  return runs
    .map((run, index) => run.text + (index === 0 ? '' : separator(runs[index - 1]!, run)))
    .reverse()
    .join('');
}

/**
 * Whether a line reads right to left. A paragraph's direction is that of its first letter, which
 * stands at the right end of a right-to-left line and the left end of a left-to-right one. When
 * the two ends disagree the picture is the same either way round, so the script of most letters decides.
 */
function isRightToLeft(visualRuns: PlacedText[]): boolean {
  const worded = visualRuns.filter((run) => LETTER.test(run.text));
  const [left, right] = [worded.at(0), worded.at(-1)];
  if (left && right && left.isRightToLeft === right.isRightToLeft) return left.isRightToLeft;
  const text = visualRuns.map((run) => run.text).join('');
  return (text.match(RIGHT_TO_LEFT_LETTER)?.length ?? 0) > (text.match(LEFT_TO_RIGHT_LETTER)?.length ?? 0);
}

const isNeutral = (run: PlacedText) => !LETTER.test(run.text) && !DIGIT.test(run.text);

/**
 * Punctuation has no direction of its own (pdf.js calls a lone ":" left to right): as in the
 * Unicode bidi algorithm, it takes the direction of the runs on both sides when they agree (the
 * comma inside "1,500,000", the hyphen of "Founder-Dashboard"), else the line's, so "رقم 2:" keeps
 * its colon after the number.
 */
function resolveNeutrals(visualRuns: PlacedText[], isRightToLeftLine: boolean): PlacedText[] {
  return visualRuns.map((run, index) => {
    if (!isNeutral(run)) return run;
    const before = visualRuns.slice(0, index).findLast((other) => !isNeutral(other));
    const after = visualRuns.slice(index + 1).find((other) => !isNeutral(other));
    const isRightToLeft = before && after && before.isRightToLeft === after.isRightToLeft ? before.isRightToLeft : isRightToLeftLine;
    return { ...run, isRightToLeft };
  });
}

/**
 * One line in logical order from its runs in visual (left-to-right) order: consecutive runs of
 * the same direction stay together, and in a right-to-left line those groups are read from the
 * right, so an English name inside an Arabic sentence keeps its own order.
 */
function logicalLine(visualRuns: PlacedText[]): string {
  const isRightToLeftLine = isRightToLeft(visualRuns);
  const groups: PlacedText[][] = [];
  for (const run of resolveNeutrals(visualRuns, isRightToLeftLine)) {
    const group = groups.at(-1);
    if (group && group[0]!.isRightToLeft === run.isRightToLeft) group.push(run);
    else groups.push([run]);
  }
  const groupText = (group: PlacedText[]) => (group[0]!.isRightToLeft ? joinRightToLeft(group) : joinLeftToRight(group));
  const ordered = groups.map((group, index) => ({
    text: groupText(group),
    before: index === 0 ? '' : separator(groups[index - 1]!.at(-1)!, group[0]!),
  }));
  if (!isRightToLeftLine) return ordered.map((group) => group.before + group.text).join('');
  return ordered
    .map((group) => group.text + group.before)
    .reverse()
    .join('');
}

/**
 * A page's text runs rebuilt into lines as a reader sees them: runs with close baselines form a
 * line, lines go top to bottom, runs within a line by position. Space-only runs are dropped:
 * the gap they leave is turned back into one space, which also covers producers that never
 * write spaces.
 */
export function linesOfPlacedText(placed: PlacedText[]): string[] {
  const runs = placed.filter((run) => run.text.trim() !== '').sort((a, b) => b.y - a.y);
  const lines: PlacedText[][] = [];
  for (const run of runs) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - run.y) < SAME_LINE_SHARE * Math.max(line[0]!.fontSize, run.fontSize)) line.push(run);
    else lines.push([run]);
  }
  return lines.map((line) => logicalLine(line.sort((a, b) => a.x - b.x)));
}
