import { crc32, deflateRawSync } from 'node:zlib';
import { makePdf, pdfOfObjects, pptxEntries } from './make-decks.js';
import { buildZip, deflatedZeros, type BuiltEntry } from './zip.js';

/** A deck the reader must refuse as damaged or hostile ('unreadable'), and a piece of the reader's reason (for its log). */
export interface UnreadableDeck {
  label: string;
  fileType: 'pdf' | 'pptx';
  data: Buffer;
  because: string;
}

/** A PPTX of one slide whose slide1.xml is `slide`, zipped as given. */
function pptxWithSlide(slide: Omit<BuiltEntry, 'name'>): Buffer {
  const entries = pptxEntries([{ lines: ['Title'] }]).map((entry) =>
    entry.name === 'ppt/slides/slide1.xml' ? { ...slide, name: Buffer.from(entry.name) } : entry,
  );
  return buildZip(entries);
}

/** Damaged and hostile decks for the reader's tests and the draft route's (each is a 422 "could not be read"). */
export async function unreadableDecks(): Promise<UnreadableDeck[]> {
  const bigSlide = Buffer.from(`<p:sld>${'<a:p><a:t>x</a:t></a:p>'.repeat(50_000)}</p:sld>`);
  return [
    { label: 'garbage bytes', fileType: 'pdf', data: Buffer.from('this is not a deck at all, just words'), because: 'Invalid PDF' },
    { label: 'a PDF cut before its pages', fileType: 'pdf', data: makePdf([['Cut short']]).subarray(0, 60), because: 'Invalid PDF' },
    { label: 'a PDF header only', fileType: 'pdf', data: Buffer.from('%PDF-1.7\n'), because: 'Invalid PDF' },
    {
      label: 'a PDF whose page tree holds itself and claims a million pages',
      fileType: 'pdf',
      data: pdfOfObjects([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 1000000 >>',
        '<< /Type /Pages /Kids [2 0 R] /Count 5 >>',
      ]),
      because: 'circular reference',
    },
    {
      label: 'a PPTX without ppt/presentation.xml',
      fileType: 'pptx',
      data: buildZip(pptxEntries([{ lines: ['Title'] }]).filter((entry) => entry.name !== 'ppt/presentation.xml')),
      because: 'ppt/presentation.xml is missing',
    },
    {
      label: 'a PPTX cut short',
      fileType: 'pptx',
      data: buildZip(pptxEntries([{ lines: ['Title'] }])).subarray(0, 300),
      because: 'central directory',
    },
    {
      label: 'a slide of 200 MB of zeros, declared honestly (ZIP bomb)',
      fileType: 'pptx',
      data: pptxWithSlide(await deflatedZeros(200 * 1024 * 1024)),
      because: 'over the cap',
    },
    {
      label: 'a slide that inflates to more than it declares',
      fileType: 'pptx',
      data: pptxWithSlide({ compressed: deflateRawSync(bigSlide), crc: crc32(bigSlide), size: 100 }),
      because: 'too many bytes',
    },
  ];
}
