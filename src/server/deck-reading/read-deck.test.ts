import { beforeAll, describe, expect, it } from 'vitest';
import { DECK_DRAFT_MAX_CHARS, DECK_DRAFT_MAX_PAGES } from '../../shared/deck-drafts.js';
import {
  makeArabicPdf,
  makePdf,
  makePptx,
  makeTextlessPdf,
  makeVisualOrderArabicPdf,
  pptxEntries,
} from '../../../test/decks/make-decks.js';
import { buildZip } from '../../../test/decks/zip.js';
import { unreadableDecks } from '../../../test/decks/unreadable-decks.js';
import { DeckReadError, readDeck } from './read-deck.js';

const ARABIC_TITLE = 'نحن نبني منصة للمدفوعات الرقمية';
const ARABIC_PROBLEM = 'المشكلة: الدفع صعب في الأسواق الناشئة';
const MIXED_LINE = 'منصة Founder Dashboard للشركات الناشئة 2026';
const AMOUNT_LINE = 'المرحلة رقم 2: نطلب 1,500,000 دولار أمريكي';
/** A reading takes about a second; each test gets room for a 2-core machine busy with other suites. */
const READING_TIMEOUT_MS = 60_000;
// Built once: the ZIP bomb deflates 200 MB of zeros.
const UNREADABLE = await unreadableDecks();

/** The DeckReadError readDeck rejects with (fails the test if it resolves or throws anything else). */
async function readError(reading: Promise<unknown>): Promise<DeckReadError> {
  const error = await reading.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(DeckReadError);
  return error as DeckReadError;
}

const failureOf = async (reading: Promise<unknown>) => (await readError(reading)).failure;

describe('readDeck: PDF', { timeout: READING_TIMEOUT_MS }, () => {
  let arabicPdf: Buffer;
  let mixedPdf: Buffer;

  beforeAll(async () => {
    // One Chromium start for both decks would need one browser; two prints keep makeArabicPdf's API simple.
    [arabicPdf, mixedPdf] = await Promise.all([
      makeArabicPdf([[ARABIC_TITLE], [ARABIC_PROBLEM]]),
      makeArabicPdf([[MIXED_LINE, AMOUNT_LINE]]),
    ]);
  }, 90_000);

  it('reads an English PDF page by page, lines top to bottom', async () => {
    const deck = await readDeck(
      makePdf([
        ['Acme Payments', 'We move money (fast) for 10 000 shops', 'Café owners love us'],
        ['The problem', 'Cash is slow'],
      ]),
      'pdf',
    );
    expect(deck.pages).toEqual([
      { number: 1, text: 'Acme Payments\nWe move money (fast) for 10 000 shops\nCafé owners love us', notes: '' },
      { number: 2, text: 'The problem\nCash is slow', notes: '' },
    ]);
    expect(deck).toMatchObject({ pageCount: 2, truncated: false, language: 'en' });
    expect(deck.characters).toBe(deck.pages[0]!.text.length + deck.pages[1]!.text.length);
  });

  it('reads an Arabic PDF in logical order with base letters, so a quote of it is found', async () => {
    const deck = await readDeck(arabicPdf, 'pdf');
    expect(deck.pages.map((page) => page.text)).toEqual([ARABIC_TITLE.normalize('NFKC'), ARABIC_PROBLEM.normalize('NFKC')]);
    expect(deck.pages[1]!.text).toContain('الدفع صعب');
    // Chromium's glyphs are presentation forms (U+FB50–U+FEFF): none may survive.
    expect(deck.pages[0]!.text).not.toMatch(/[\uFB50-\uFDFF\uFE70-\uFEFF]/);
    expect(deck.language).toBe('ar');
  });

  it('puts Arabic a PDF stores in visual order back in logical order', async () => {
    const deck = await readDeck(makeVisualOrderArabicPdf([[ARABIC_TITLE, ARABIC_PROBLEM]]), 'pdf');
    expect(deck.pages[0]!.text).toBe(`${ARABIC_TITLE}\n${ARABIC_PROBLEM}`);
  });

  it('keeps English names, numbers and amounts in their place inside Arabic lines', async () => {
    const deck = await readDeck(mixedPdf, 'pdf');
    expect(deck.pages[0]!.text).toBe(`${MIXED_LINE}\n${AMOUNT_LINE}`);
  });

  it('stops at DECK_DRAFT_MAX_PAGES pages and says how many the document has', async () => {
    const deck = await readDeck(makePdf(Array.from({ length: 100 }, (_, index) => [`Page ${index + 1}`])), 'pdf');
    expect(deck.pageCount).toBe(100);
    expect(deck.pages).toHaveLength(DECK_DRAFT_MAX_PAGES);
    expect(deck.pages.at(-1)).toEqual({ number: DECK_DRAFT_MAX_PAGES, text: `Page ${DECK_DRAFT_MAX_PAGES}`, notes: '' });
    expect(deck.truncated).toBe(true);
  });

  it('truncates a 5 000-page PDF within the time limit instead of reading it all', async () => {
    const deck = await readDeck(makePdf(Array.from({ length: 5_000 }, () => ['Same slide again'])), 'pdf');
    expect(deck).toMatchObject({ pageCount: 5_000, truncated: true });
    expect(deck.pages).toHaveLength(DECK_DRAFT_MAX_PAGES);
  });

  it("answers 'no_text' for pages without a text layer, as a scan", async () => {
    expect(await failureOf(readDeck(makeTextlessPdf(3), 'pdf'))).toBe('no_text');
  });

  it("answers 'unreadable' when reading takes longer than the time limit, and stops the worker", async () => {
    const big = makePdf(Array.from({ length: 5_000 }, () => ['Same slide again']));
    const error = await readError(readDeck(big, 'pdf', { timeoutMs: 1 }));
    expect(error.failure).toBe('unreadable');
    expect(String(error.cause)).toContain('took over 1 ms');
    // The next reading gets the slot the stopped one held.
    expect((await readDeck(makePdf([['Still reading']]), 'pdf')).pages[0]!.text).toBe('Still reading');
  });

  it("answers 'unreadable' when the caller aborts", async () => {
    const controller = new AbortController();
    const reading = readDeck(makePdf([['Never read']]), 'pdf', { signal: controller.signal });
    controller.abort(new Error('the founder left'));
    const error = await readError(reading);
    expect(error.failure).toBe('unreadable');
    expect(String(error.cause)).toContain('the founder left');
  });
});

describe('readDeck: PPTX', { timeout: READING_TIMEOUT_MS }, () => {
  it('reads slides in presentation order, not file-name order, with notes apart from the slide', async () => {
    const slides = Array.from({ length: 12 }, (_, index) => ({
      lines: [`Slide ${index + 1} title`, `Point & detail <${index + 1}>`],
      notes: index % 2 === 0 ? `Say slide ${index + 1} slowly` : undefined,
    }));
    const deck = await readDeck(makePptx(slides, { shuffleFileNames: true }), 'pptx');
    expect(deck.pageCount).toBe(12);
    expect(deck.pages.map((page) => page.text)).toEqual(slides.map((slide) => slide.lines.join('\n')));
    expect(deck.pages.map((page) => page.notes)).toEqual(slides.map((slide) => slide.notes ?? ''));
    expect(deck.language).toBe('en');
  });

  it('reads a PPTX whose producer binds the namespaces to other prefixes', async () => {
    const slides = [{ lines: ['Second file, first slide'], notes: 'Notes' }, { lines: ['First file, second slide'] }];
    const prefixes: Record<string, string> = { p: 'pml', a: 'd', r: 'rel' };
    const rebound = (xml: string) =>
      xml
        .replace(/(<\/?)(p|a):/g, (_match, before: string, prefix: string) => `${before}${prefixes[prefix]}:`)
        .replace(/ r:id=/g, ' rel:id=')
        .replace(/xmlns:(p|a|r)=/g, (_match, prefix: string) => `xmlns:${prefixes[prefix]}=`);
    const entries = pptxEntries(slides, { shuffleFileNames: true }).map((entry) => ({ ...entry, data: rebound(String(entry.data)) }));
    expect(String(entries.find((entry) => entry.name === 'ppt/presentation.xml')!.data)).toContain('<pml:sldId id="256" rel:id=');
    const deck = await readDeck(buildZip(entries), 'pptx');
    expect(deck.pages).toEqual([
      { number: 1, text: 'Second file, first slide', notes: 'Notes' },
      { number: 2, text: 'First file, second slide', notes: '' },
    ]);
  });

  it('cuts at DECK_DRAFT_MAX_CHARS characters, notes included', async () => {
    const line = 'x'.repeat(999);
    const deck = await readDeck(makePptx(Array.from({ length: 30 }, () => ({ lines: [line], notes: line }))), 'pptx');
    expect(deck.characters).toBe(DECK_DRAFT_MAX_CHARS);
    expect(deck.pages.reduce((sum, page) => sum + page.text.length + page.notes.length, 0)).toBe(DECK_DRAFT_MAX_CHARS);
    expect(deck).toMatchObject({ pageCount: 30, truncated: true });
    expect(deck.pages.length).toBeLessThan(30);
  });

  it("answers 'no_text' for slides without words", async () => {
    expect(await failureOf(readDeck(makePptx([{ lines: [] }, { lines: [''] }]), 'pptx'))).toBe('no_text');
  });
});

describe('readDeck: old, damaged and hostile files', { timeout: READING_TIMEOUT_MS }, () => {
  it.each(UNREADABLE)("answers 'unreadable' for $label", async ({ data, fileType, because }) => {
    const error = await readError(readDeck(data, fileType));
    expect(error.failure).toBe('unreadable');
    expect(String(error.cause)).toContain(because);
  });

  it("answers 'old_format' for a PowerPoint 97–2003 file without reading it", async () => {
    expect(await failureOf(readDeck(Buffer.from('not even looked at'), 'ppt'))).toBe('old_format');
  });

  // They take turns on the cores minus one, a second or so each: room for a busy 2-core machine.
  it('answers every hostile deck sent at once, then still reads a good one', async () => {
    const readings = UNREADABLE.map((deck) => failureOf(readDeck(deck.data, deck.fileType)));
    const goodDeck = readDeck(makePdf([['Still standing']]), 'pdf');
    expect(await Promise.all(readings)).toEqual(UNREADABLE.map(() => 'unreadable'));
    expect((await goodDeck).pages[0]!.text).toBe('Still standing');
  }, 90_000);
});
