import { buildZip, type ZipEntryInput } from '../../decks/zip.js';
import sharp from 'sharp';

export { buildZip, deflatedZeros, type ZipEntryInput } from '../../decks/zip.js';

/** A small but well-formed PDF (header, one page, cross-reference table, trailer). */
export function minimalPdf(padding = 0): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n',
  ];
  let body = `%PDF-1.4\n%${'x'.repeat(padding)}\n`;
  const offsets = objects.map((object) => {
    const offset = Buffer.byteLength(body);
    body += object;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer << /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A valid PDF of exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const padding = size - minimalPdf().length;
  // The padding lengthens the startxref offset by a few digits: take those back.
  return minimalPdf(padding - (minimalPdf(padding).length - size));
}

/** An OLE2 compound file (.ppt): a version-3 header and one directory sector naming the PowerPoint stream. */
export function minimalPpt(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(0, 48); // first directory sector
  header.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  header.fill(0xff, 76, 512); // unused DIFAT entries
  const directory = Buffer.alloc(512);
  ['Root Entry', 'PowerPoint Document'].forEach((name, index) => {
    const entry = index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, entry);
    directory.writeUInt16LE(encoded.length, entry + 64);
    directory.writeUInt8(index === 0 ? 5 : 2, entry + 66); // root storage, then a stream
  });
  return Buffer.concat([header, directory]);
}

const PRESENTATION_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>';

export const PPTX_ENTRIES: ZipEntryInput[] = [
  { name: '[Content_Types].xml', data: PRESENTATION_CONTENT_TYPES },
  {
    name: '_rels/.rels',
    data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  },
  {
    name: 'ppt/presentation.xml',
    data: '<?xml version="1.0"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  },
];

export function minimalPptx(): Buffer {
  return buildZip(PPTX_ENTRIES);
}

/** A PNG photo-like image of the given size. */
export function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}
