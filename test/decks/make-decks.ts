import { chromium } from '@playwright/test';
import { buildZip, type ZipEntryInput } from './zip.js';

/** Decks written by the tests themselves (never downloaded): PPTX, Latin PDF, Arabic PDF through Chromium. */

export interface SlideInput {
  lines: string[];
  notes?: string;
}

const NS_P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const NS_A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const REL_SLIDE = `${NS_R}/slide`;
const REL_NOTES = `${NS_R}/notesSlide`;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const relationships = (rels: { id: string; type: string; target: string }[]) =>
  `${XML_HEAD}<Relationships xmlns="${NS_RELS}">${rels
    .map((rel) => `<Relationship Id="${rel.id}" Type="${rel.type}" Target="${rel.target}"/>`)
    .join('')}</Relationships>`;

const paragraphs = (lines: string[]) =>
  lines.map((line) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${escapeXml(line)}</a:t></a:r></a:p>`).join('');

const shape = (id: number, placeholder: string, body: string) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${placeholder} ${id}"/><p:cNvSpPr/><p:nvPr><p:ph type="${placeholder}"/></p:nvPr></p:nvSpPr>` +
  `<p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${body}</p:txBody></p:sp>`;

const slideXml = (root: 'sld' | 'notes', shapes: string) =>
  `${XML_HEAD}<p:${root} xmlns:a="${NS_A}" xmlns:r="${NS_R}" xmlns:p="${NS_P}"><p:cSld><p:spTree>` +
  `<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree></p:cSld></p:${root}>`;

/** A title shape for the first line and a body shape for the rest, as PowerPoint writes a "Title and Content" slide. */
function slide(lines: string[]): string {
  const [title = '', ...body] = lines;
  return slideXml('sld', shape(2, 'title', paragraphs([title])) + (body.length > 0 ? shape(3, 'body', paragraphs(body)) : ''));
}

/** Speaker notes with the slide-number placeholder PowerPoint puts on every notes page (not part of the notes). */
function notesSlide(notes: string, slideNumber: number): string {
  const number = `<a:p><a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:t>${slideNumber}</a:t></a:fld></a:p>`;
  return slideXml('notes', shape(2, 'body', paragraphs(notes.split('\n'))) + shape(3, 'sldNum', number));
}

/**
 * A minimal valid PPTX: content types, package rels, presentation.xml with its sldIdLst, the
 * slides, their rels and notes. With `shuffleFileNames` slide files are numbered in reverse
 * (the first slide is slideN.xml) and stored in the ZIP in file-name order, so only
 * presentation.xml tells the order.
 */
export function makePptx(slides: SlideInput[], options: { shuffleFileNames?: boolean } = {}): Buffer {
  return buildZip(pptxEntries(slides, options));
}

/** The entries of makePptx's archive, for a test that swaps one for a hostile twin before zipping. */
export function pptxEntries(slides: SlideInput[], options: { shuffleFileNames?: boolean } = {}): ZipEntryInput[] {
  const fileNumber = (index: number) => (options.shuffleFileNames ? slides.length - index : index + 1);
  const entries: ZipEntryInput[] = [];
  const overrides: string[] = [
    `<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>`,
  ];
  const slideEntries: ZipEntryInput[] = [];
  slides.forEach((input, index) => {
    const number = fileNumber(index);
    overrides.push(
      `<Override PartName="/ppt/slides/slide${number}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
    );
    slideEntries.push({ name: `ppt/slides/slide${number}.xml`, data: slide(input.lines) });
    const rels = [];
    if (input.notes !== undefined) {
      overrides.push(
        `<Override PartName="/ppt/notesSlides/notesSlide${number}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.notesSlide+xml"/>`,
      );
      slideEntries.push({ name: `ppt/notesSlides/notesSlide${number}.xml`, data: notesSlide(input.notes, index + 1) });
      rels.push({ id: 'rId2', type: REL_NOTES, target: `../notesSlides/notesSlide${number}.xml` });
    }
    slideEntries.push({ name: `ppt/slides/_rels/slide${number}.xml.rels`, data: relationships(rels) });
  });
  slideEntries.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));

  // Relationship ids follow the file numbers, not the presentation order, as in a reordered real deck.
  const slideIds = slides.map((_, index) => `<p:sldId id="${256 + index}" r:id="rId${fileNumber(index) + 1}"/>`).join('');
  entries.push(
    {
      name: '[Content_Types].xml',
      data:
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>${overrides.join('')}</Types>`,
    },
    { name: '_rels/.rels', data: relationships([{ id: 'rId1', type: `${NS_R}/officeDocument`, target: 'ppt/presentation.xml' }]) },
    {
      name: 'ppt/presentation.xml',
      data:
        `${XML_HEAD}<p:presentation xmlns:a="${NS_A}" xmlns:r="${NS_R}" xmlns:p="${NS_P}">` +
        `<p:sldIdLst>${slideIds}</p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      data: relationships(
        slides
          .map((_, index) => fileNumber(index))
          .sort((a, b) => a - b)
          .map((number) => ({ id: `rId${number + 1}`, type: REL_SLIDE, target: `slides/slide${number}.xml` })),
      ),
    },
    ...slideEntries,
  );
  return entries;
}

/** A PDF string literal in WinAnsi: backslash and parentheses escaped, anything past ASCII as an octal byte. */
function pdfString(text: string): string {
  return `(${[...text]
    .map((character) => {
      const code = character.charCodeAt(0);
      if (character === '\\' || character === '(' || character === ')') return `\\${character}`;
      if (code >= 0x20 && code < 0x7f) return character;
      if (code >= 0xa0 && code <= 0xff) return `\\${code.toString(8).padStart(3, '0')}`;
      return '?';
    })
    .join('')})`;
}

/** A PDF of the given objects (numbered from 1; object 1 is the catalog) with its cross-reference table, written by hand. */
export function pdfOfObjects(objects: string[]): Buffer {
  const chunks: string[] = ['%PDF-1.4\n'];
  let length = chunks[0]!.length;
  const offsets = objects.map((body, index) => {
    const offset = length;
    const object = `${index + 1} 0 obj\n${body}\nendobj\n`;
    chunks.push(object);
    length += Buffer.byteLength(object, 'latin1');
    return offset;
  });
  chunks.push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`,
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(chunks.join(''), 'latin1');
}

/** A 16:9 PDF whose pages draw the given content streams, with Helvetica (WinAnsi) as /F1. */
export function pdfOfContents(contents: string[]): Buffer {
  const fontId = 3 + 2 * contents.length;
  const pages = contents.flatMap((content, index) => [
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 960 540] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${4 + 2 * index} 0 R >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]);
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${contents.map((_, index) => `${3 + 2 * index} 0 R`).join(' ')}] /Count ${contents.length} >>`,
    ...pages,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}

/** A Latin-text PDF written by hand: one page per entry, its lines top to bottom in 24 pt Helvetica. */
export function makePdf(pages: string[][]): Buffer {
  return pdfOfContents(pages.map((lines) => `BT /F1 24 Tf 72 460 Td 30 TL ${lines.map((line) => `${pdfString(line)} '`).join(' ')} ET`));
}

/**
 * Arabic as some PDF producers store it: each line one run of glyphs in visual order (the
 * characters reversed, as drawn left to right), with a ToUnicode CMap from glyph to letter and no
 * embedded font program. For right-to-left text only: digits and Latin inside would be reversed too.
 */
export function makeVisualOrderArabicPdf(pages: string[][]): Buffer {
  const characters = [...new Set(pages.flat().join(''))];
  const glyph = (character: string) => (characters.indexOf(character) + 1).toString(16).padStart(4, '0');
  const hex = (code: number) => code.toString(16).padStart(4, '0');
  const toUnicode =
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def ' +
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def 1 begincodespacerange <0000> <FFFF> endcodespacerange ' +
    `${characters.length} beginbfchar ${characters.map((character) => `<${glyph(character)}> <${hex(character.charCodeAt(0))}>`).join(' ')} endbfchar ` +
    'endcmap CMapName currentdict /CMap defineresource pop end end';
  const contents = pages.map(
    (lines) => `BT /F2 24 Tf 72 460 Td 30 TL ${lines.map((line) => `<${[...line].reverse().map(glyph).join('')}> '`).join(' ')} ET`,
  );
  const fontId = 3 + 2 * pages.length;
  const pageObjects = contents.flatMap((content, index) => [
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 960 540] /Resources << /Font << /F2 ${fontId} 0 R >> >> /Contents ${4 + 2 * index} 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${3 + 2 * index} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ...pageObjects,
    `<< /Type /Font /Subtype /Type0 /BaseFont /VisualArabic /Encoding /Identity-H /DescendantFonts [${fontId + 1} 0 R] /ToUnicode ${fontId + 3} 0 R >>`,
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /VisualArabic /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${fontId + 2} 0 R /DW 500 >>`,
    '<< /Type /FontDescriptor /FontName /VisualArabic /Flags 4 /FontBBox [0 -200 1000 800] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 >>',
    `<< /Length ${toUnicode.length} >>\nstream\n${toUnicode}\nendstream`,
  ]);
}

/** A PDF whose pages hold only a filled rectangle: what a scanned deck looks like to a text reader. */
export function makeTextlessPdf(pageCount: number): Buffer {
  return pdfOfContents(Array.from({ length: pageCount }, () => '0.31 0.27 0.9 rg 0 0 960 540 re f'));
}

const escapeHtml = escapeXml;

/**
 * A real Arabic PDF printed by Chromium (CID fonts with ToUnicode, as decks exported from a
 * browser or an office suite): one page per entry, right to left, in DejaVu Sans.
 */
export async function makeArabicPdf(pages: string[][]): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const sections = pages.map((lines) => `<section>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</section>`).join('');
    await page.setContent(
      `<!doctype html><html dir="rtl" lang="ar"><head><meta charset="utf-8"><style>` +
        `@page { size: 960px 540px; margin: 0 } body { margin: 0; font-family: 'DejaVu Sans'; font-size: 28px }` +
        `section { height: 540px; padding: 48px; box-sizing: border-box; break-after: page } section:last-child { break-after: auto }` +
        `</style></head><body>${sections}</body></html>`,
    );
    return await page.pdf({ width: '960px', height: '540px', printBackground: true });
  } finally {
    await browser.close();
  }
}
