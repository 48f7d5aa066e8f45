import { pdfOfContents } from '../decks/make-decks';
import type { FilePayload } from './helpers';

/**
 * A PDF pdf.js really draws (pdfDeck() in helpers.ts only passes the server's type check): one
 * 16:9 page per title, filled with the brand colour so a drawn page is easy to tell from a blank one.
 */
export function renderablePdf(titles: string[], name = 'deck.pdf'): FilePayload {
  const pages = titles.map((title) => `0.31 0.27 0.9 rg 0 0 960 540 re f BT /F1 56 Tf 1 1 1 rg 72 250 Td (${title}) Tj ET`);
  return { name, mimeType: 'application/pdf', buffer: pdfOfContents(pages) };
}

/** The PDF's page count, from its page objects (what `page.pdf()` writes is uncompressed enough for this). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}
