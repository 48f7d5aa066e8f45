import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
// pdf.js parses on this thread (already off the server's): its worker module, loaded here, is used in place.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { collectDeckText } from './deck-pages.js';
import type { DeckText } from './deck-text.js';
import { foldLines, linesOfPlacedText, type PlacedText } from './text-lines.js';

// pdf.js reads its CMaps (CID fonts: Arabic, CJK) and standard fonts from files; found from the package, so it works from dist too.
const PDFJS_ROOT = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

function placedText(item: TextItem): PlacedText {
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
  return { text: item.str, x, y, width: item.width, fontSize: Math.hypot(c, d) || Math.hypot(a, b), isRightToLeft: item.dir === 'rtl' };
}

/** A PDF's text layer, page by page, as DeckText. Runs in the reading worker: pdf.js parses on this thread. */
export async function readPdf(file: Uint8Array): Promise<DeckText> {
  const document = await getDocument({
    data: file,
    cMapUrl: `${PDFJS_ROOT}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_ROOT}/standard_fonts/`,
    // A deck is data: no script, no eval of font programs, no fonts handed to a renderer.
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    return await collectDeckText({
      pageCount: document.numPages,
      readPage: async (number) => {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        page.cleanup();
        const items = content.items.filter((item): item is TextItem => 'str' in item);
        return { text: foldLines(linesOfPlacedText(items.map(placedText))), notes: '' };
      },
    });
  } finally {
    await document.destroy();
  }
}
