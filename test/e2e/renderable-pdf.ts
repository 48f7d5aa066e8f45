import type { FilePayload } from './helpers';

/**
 * A PDF pdf.js really draws (pdfDeck() in helpers.ts only passes the server's type check): one
 * 16:9 page per title, filled with the brand colour so a drawn page is easy to tell from a blank one.
 */
export function renderablePdf(titles: string[], name = 'deck.pdf'): FilePayload {
  const fontId = 3 + 2 * titles.length;
  const objects: string[] = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${titles.map((_, index) => `${3 + 2 * index} 0 R`).join(' ')}] /Count ${titles.length} >>`;
  titles.forEach((title, index) => {
    const content = `0.31 0.27 0.9 rg 0 0 960 540 re f BT /F1 56 Tf 1 1 1 rg 72 250 Td (${title}) Tj ET`;
    objects[3 + 2 * index] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 960 540] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${4 + 2 * index} 0 R >>`;
    objects[4 + 2 * index] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id <= fontId; id++) {
    offsets[id] = pdf.length;
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${fontId + 1}\n0000000000 65535 f \n${offsets
    .slice(1)
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('')}`;
  pdf += `trailer\n<< /Size ${fontId + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') };
}

/** The PDF's page count, from its page objects (what `page.pdf()` writes is uncompressed enough for this). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}
