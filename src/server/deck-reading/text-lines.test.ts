import { describe, expect, it } from 'vitest';
import { foldLine, linesOfPlacedText, type PlacedText } from './text-lines.js';

/** A run at (x, y) whose width is its length in 10-unit glyphs, 20-unit font. */
const run = (text: string, x: number, y: number, isRightToLeft = false): PlacedText => ({
  text,
  x,
  y,
  width: text.length * 10,
  fontSize: 20,
  isRightToLeft,
});

describe('linesOfPlacedText', () => {
  it('orders lines top to bottom and runs left to right, whatever the order they were drawn in', () => {
    expect(linesOfPlacedText([run('world', 70, 100), run('Second', 10, 60), run('Hello', 10, 101)])).toEqual(['Hello world', 'Second']);
  });

  it('puts a space where the page leaves a gap and none between touching runs', () => {
    expect(linesOfPlacedText([run('Fin', 10, 100), run('tech', 40, 100), run('2026', 90, 100)])).toEqual(['Fintech 2026']);
  });

  it('drops space-only runs and lets the gap they leave speak', () => {
    expect(linesOfPlacedText([run('a', 10, 100), run(' ', 20, 100), run('b', 30, 100), run('', 40, 100)])).toEqual(['a b']);
  });

  it('reads an Arabic line from the right, glyph runs and words alike', () => {
    // "نحن نبني" drawn as single letters, left to right on the page as Chromium writes them.
    const visual = [run('ي', 10, 100, true), run('ن', 20, 100, true), run('ب', 30, 100, true), run('ن', 40, 100, true)];
    const word = [run('ن', 60, 100, true), run('ح', 70, 100, true), run('ن', 80, 100, true)];
    expect(linesOfPlacedText([...visual, ...word])).toEqual(['نحن نبني']);
  });

  it('keeps a run of English words in its own order inside an Arabic line', () => {
    const line = [
      run('2026', 0, 100),
      run('للشركات', 50, 100, true),
      run('Founder', 130, 100),
      run('Dashboard', 210, 100),
      run('منصة', 310, 100, true),
    ];
    expect(linesOfPlacedText(line)).toEqual(['منصة Founder Dashboard للشركات 2026']);
  });

  it('keeps punctuation after a number in an Arabic line, and inside a number', () => {
    // "رقم 2: نطلب 1,500,000" as Chromium draws it: the colon and the commas are runs of their own.
    const line = [
      run('1', 0, 100),
      run(',', 10, 100),
      run('500', 20, 100),
      run('نطلب', 70, 100, true),
      run(':', 120, 100),
      run('2', 130, 100),
      run('رقم', 150, 100, true),
    ];
    expect(linesOfPlacedText(line)).toEqual(['رقم 2: نطلب 1,500']);
  });

  it('keeps an Arabic word in its own order inside an English line', () => {
    const line = [run('Our', 0, 100), run('الدفع', 40, 100, true), run('app', 100, 100)];
    expect(linesOfPlacedText(line)).toEqual(['Our الدفع app']);
  });
});

describe('foldLine', () => {
  it('folds Arabic presentation forms to letters, drops bidi marks and folds spaces', () => {
    expect(foldLine('\u200F\uFEE3\uFEAE\uFEA3\uFE92\uFE8E \t  \uFEFB ')).toBe('مرحبا لا');
  });
});
