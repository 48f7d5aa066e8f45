import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DECK_DRAFT_MAX_CHARS, DECK_DRAFT_MAX_PAGES } from '../../../src/shared/deck-drafts.js';
import { DeckReadError, readDeck, type DeckText } from '../../../src/server/deck-reading/read-deck.js';
import { foldLines } from '../../../src/server/deck-reading/text-lines.js';
import { makePdf, makePptx, type SlideInput } from '../../decks/make-decks.js';
import { FUZZ_RUNS, fuzzParameters, fuzzTimeout, FuzzTally } from '../helpers/fuzz-harness.js';

// Each case starts a reading worker (1–3 s from source, pdf.js rebuilding a damaged file's
// cross-references): 5 cases a test in `npm test`, 25 in `npm run verify:fuzz`.
const RUNS = Math.max(5, Math.ceil(FUZZ_RUNS / 40));
const line = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 60 }));
const slides = fc.array(fc.record({ lines: fc.array(line, { maxLength: 4 }), notes: fc.option(line, { nil: undefined }) }), {
  minLength: 1,
  maxLength: 6,
});
/** Damage done to a good deck: bytes overwritten, the file cut, or bytes spliced in. */
type Damage = { kind: 'overwrite' | 'cut' | 'splice'; at: number; bytes?: Uint8Array };
const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({ kind: fc.constant('overwrite' as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('splice' as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }) }),
);

function damaged(file: Buffer, change: Damage): Buffer {
  const at = change.at % file.length;
  if (change.kind === 'cut') return file.subarray(0, at);
  if (change.kind === 'splice') return Buffer.concat([file.subarray(0, at), change.bytes!, file.subarray(at)]);
  const copy = Buffer.from(file);
  copy.set(change.bytes!.subarray(0, copy.length - at), at);
  return copy;
}

/** A reading answers DeckText within the limits or a DeckReadError; anything else is the "5xx" of this suite. */
async function outcome(reading: Promise<DeckText>): Promise<{ status: number; deck?: DeckText; error?: unknown }> {
  try {
    const deck = await reading;
    expect(deck.pages.length).toBeLessThanOrEqual(DECK_DRAFT_MAX_PAGES);
    expect(deck.characters).toBeLessThanOrEqual(DECK_DRAFT_MAX_CHARS);
    expect(deck.pages.map((page) => page.number)).toEqual(deck.pages.map((_, index) => index + 1));
    return { status: 200, deck };
  } catch (error) {
    return { status: error instanceof DeckReadError ? 422 : 500, error };
  }
}

describe('fuzzing the deck reader with generated and damaged decks', () => {
  const tally = new FuzzTally();
  afterAll(() => tally.report());

  it(
    'reads back every slide of a generated PPTX, whatever its text',
    async () => {
      await fc.assert(
        fc.asyncProperty(slides, async (input) => {
          const result = await outcome(readDeck(makePptx(input, { shuffleFileNames: true }), 'pptx'));
          tally.record('readDeck: generated pptx', result.status);
          const expected = input.map((slide) => ({ text: foldLines(slide.lines), notes: foldLines([slide.notes ?? '']) }));
          if (expected.every((page) => page.text === '' && page.notes === '')) {
            expect((result.error as DeckReadError).failure).toBe('no_text');
          } else {
            expect(result.deck?.pages.map(({ text, notes }) => ({ text, notes }))).toEqual(expected);
          }
        }),
        fuzzParameters<[SlideInput[]]>(RUNS),
      );
    },
    fuzzTimeout(4),
  );

  it.each(['pdf', 'pptx'] as const)(
    'answers a damaged %s with its text or a DeckReadError, never anything else',
    async (fileType) => {
      const good =
        fileType === 'pdf'
          ? makePdf([['Acme Payments', 'Café (déjà vu)'], ['The problem']])
          : makePptx([{ lines: ['Acme'], notes: 'Say hi' }]);
      await fc.assert(
        fc.asyncProperty(damage, async (change) => {
          const result = await outcome(readDeck(damaged(good, change), fileType));
          tally.record(`readDeck: damaged ${fileType}`, result.status);
          expect(result.status, String(result.error)).not.toBe(500);
        }),
        fuzzParameters<[Damage]>(RUNS),
      );
    },
    fuzzTimeout(4),
  );
});
