import { open, type FileHandle } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { PitchDeckFileType } from '../../shared/pitch-deck.js';
import { readAt, readZipDirectory, type ZipEntry } from './zip-directory.js';

const HEAD_BYTES = 1024;
// Tags a browser or an old sniffer would run as a page; none can appear in a genuine deck's first bytes.
const MARKUP = /<(!doctype|html|head|body|script|iframe|svg|object|embed|style|title|img|meta|link)[\s/>]/i;
/** A presentation unpacks to far less than this; more is a ZIP bomb. */
const MAX_UNZIPPED_BYTES = 256 * 1024 * 1024;
const MAX_ENTRY_RATIO = 100;
const POWERPOINT_STREAM = Buffer.from('PowerPoint Document', 'utf16le');
const SCAN_CHUNK = 64 * 1024;

/** Starts with the header, ends with the end-of-file marker, and carries no ZIP appended after it. */
async function isPdf(handle: FileHandle, head: Buffer, size: number): Promise<boolean> {
  const tail = await readAt(handle, Math.max(0, size - HEAD_BYTES), Math.min(size, HEAD_BYTES));
  return head.subarray(0, 5).toString('latin1') === '%PDF-' && tail.includes('%%EOF') && !tail.includes('PK\x05\x06', 0, 'latin1');
}

/** A sane OLE2 header (byte order, version, sector size) holding a "PowerPoint Document" stream. */
async function isPowerPoint(handle: FileHandle, head: Buffer, size: number): Promise<boolean> {
  if (head.length < 512) return false;
  const major = head.readUInt16LE(26);
  const sectorShift = head.readUInt16LE(30);
  const isSaneHeader = head.readUInt16LE(28) === 0xfffe && ((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12));
  if (!isSaneHeader) return false;
  // Entry names sit in the directory as UTF-16LE; scan with an overlap so a name split across chunks is found.
  for (let position = 0; position < size; position += SCAN_CHUNK) {
    const chunk = await readAt(handle, position, SCAN_CHUNK + POWERPOINT_STREAM.length);
    if (chunk.includes(POWERPOINT_STREAM)) return true;
  }
  return false;
}

function isPresentationArchive(entries: ZipEntry[]): boolean {
  const names = new Set(entries.map((entry) => entry.name));
  const unzipped = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
  const isBomb =
    unzipped > MAX_UNZIPPED_BYTES ||
    entries.some((entry) => entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > entry.compressedSize * MAX_ENTRY_RATIO);
  return names.has('[Content_Types].xml') && names.has('ppt/presentation.xml') && !isBomb;
}

/**
 * The deck's type decided by its content, never by its name: PDF, PowerPoint 97–2003
 * (OLE2) or PowerPoint Open XML (a ZIP whose parts say presentation). Anything else,
 * a polyglot or a ZIP bomb gives undefined.
 */
export async function detectDeckType(file: string, size: number): Promise<PitchDeckFileType | undefined> {
  if (size === 0) return undefined;
  const handle = await open(file, 'r');
  try {
    const head = await readAt(handle, 0, HEAD_BYTES);
    if (MARKUP.test(head.toString('latin1'))) return undefined;
    // file-type inflates at most 1 MB of [Content_Types].xml to tell a .pptx from other ZIPs.
    const detected = await fileTypeFromFile(file);
    if (detected?.ext === 'pdf') return (await isPdf(handle, head, size)) ? 'pdf' : undefined;
    if (detected?.ext === 'cfb') return (await isPowerPoint(handle, head, size)) ? 'ppt' : undefined;
    if (detected?.ext === 'pptx') {
      const entries = await readZipDirectory(handle, size);
      return entries && isPresentationArchive(entries) ? 'pptx' : undefined;
    }
    return undefined;
  } finally {
    await handle.close();
  }
}
