import { deflateRawSync, crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DECK_DRAFT_MAX_CHARS, DECK_DRAFT_MAX_PAGES } from '../../shared/deck-drafts.js';
import { makeArabicPdf, makePdf, makePptx, makeTextlessPdf, pptxEntries } from '../../../test/decks/make-decks.js';
import { buildZip, deflatedZeros } from '../../../test/decks/zip.js';
import { DeckReadError, readDeck } from './read-deck.js';

const ARABIC_TITLE = 'نحن نبني منصة للمدفوعات الرقمية';
const ARABIC_PROBLEM = 'المشكلة: الدفع صعب في الأسواق الناشئة';
const MIXED_LINE = 'منصة Founder Dashboard للشركات الناشئة 2026';

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

/** A PPTX whose slide1.xml is replaced by `entry` (zipped as given). */
function pptxWithSlide(entry: { compressed: Buffer; crc: number; size: number }): Buffer {
  const entries = pptxEntries([{ lines: ['Title'] }]).map((input) =>
    input.name === 'ppt/slides/slide1.xml' ? { ...entry, name: Buffer.from(input.name) } : input,
  );
  return buildZip(entries);
}

describe('readDeck: PDF', () => {
  let arabicPdf: Buffer;
  let mixedPdf: Buffer;

  beforeAll(async () => {
    // One Chromium start for both decks would need one browser; two prints keep makeArabicPdf's API simple.
    [arabicPdf, mixedPdf] = await Promise.all([makeArabicPdf([[ARABIC_TITLE], [ARABIC_PROBLEM]]), makeArabicPdf([[MIXED_LINE]])]);
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

  it('keeps an English name and a number in their place inside an Arabic line', async () => {
    const deck = await readDeck(mixedPdf, 'pdf');
    expect(deck.pages[0]!.text).toBe(MIXED_LINE);
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

  it.each([
    ['garbage bytes', Buffer.from('this is not a deck at all, just words')],
    ['a PDF cut before its pages', makePdf([['Cut short']]).subarray(0, 60)],
    ['a PDF header only', Buffer.from('%PDF-1.7\n')],
  ])("answers 'unreadable' for %s", async (_label, file) => {
    expect(await failureOf(readDeck(file, 'pdf'))).toBe('unreadable');
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

describe('readDeck: PPTX', () => {
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

  it('cuts at DECK_DRAFT_MAX_CHARS characters, notes included', async () => {
    const line = 'x'.repeat(999);
    const deck = await readDeck(makePptx(Array.from({ length: 30 }, () => ({ lines: [line], notes: line }))), 'pptx');
    expect(deck.characters).toBe(DECK_DRAFT_MAX_CHARS);
    expect(deck.pages.reduce((sum, page) => sum + page.text.length + page.notes.length, 0)).toBe(DECK_DRAFT_MAX_CHARS);
    expect(deck).toMatchObject({ pageCount: 30, truncated: true });
    expect(deck.pages.length).toBeLessThan(30);
  });

  it("answers 'unreadable' for a PPTX without ppt/presentation.xml", async () => {
    const entries = pptxEntries([{ lines: ['Title'] }]).filter((entry) => entry.name !== 'ppt/presentation.xml');
    const error = await readError(readDeck(buildZip(entries), 'pptx'));
    expect(error.failure).toBe('unreadable');
    expect(String(error.cause)).toContain('ppt/presentation.xml is missing');
  });

  it("answers 'unreadable' for a slide of 200 MB of zeros, refused by its declared size before inflating", async () => {
    const bomb = pptxWithSlide(await deflatedZeros(200 * 1024 * 1024));
    const error = await readError(readDeck(bomb, 'pptx'));
    expect(error.failure).toBe('unreadable');
    expect(String(error.cause)).toContain('over the cap');
  }, 30_000);

  it("answers 'unreadable' for a slide that inflates to more than it declares", async () => {
    const xml = Buffer.from(`<p:sld>${'<a:p><a:t>x</a:t></a:p>'.repeat(50_000)}</p:sld>`);
    const lying = { compressed: deflateRawSync(xml), crc: crc32(xml), size: 100 };
    const error = await readError(readDeck(pptxWithSlide(lying), 'pptx'));
    expect(error.failure).toBe('unreadable');
    expect(String(error.cause)).toContain('too many bytes');
  });

  it("answers 'no_text' for slides without words", async () => {
    expect(await failureOf(readDeck(makePptx([{ lines: [] }, { lines: [''] }]), 'pptx'))).toBe('no_text');
  });
});

describe('readDeck: other files', () => {
  it("answers 'old_format' for a PowerPoint 97–2003 file without reading it", async () => {
    expect(await failureOf(readDeck(Buffer.from('not even looked at'), 'ppt'))).toBe('old_format');
  });

  it('reads five hostile decks at once, each answered, none crashing the server', async () => {
    const hostile = [
      readDeck(Buffer.alloc(1024, 0xff), 'pdf'),
      readDeck(Buffer.from('PK\x03\x04 broken zip'), 'pptx'),
      readDeck(makePdf([['ok']]).subarray(0, 100), 'pdf'),
      readDeck(makeTextlessPdf(1), 'pdf'),
      readDeck(makePptx([{ lines: ['Fine'] }]).subarray(0, 300), 'pptx'),
    ];
    expect(await Promise.all(hostile.map(failureOf))).toEqual(['unreadable', 'unreadable', 'unreadable', 'no_text', 'unreadable']);
  });
});
