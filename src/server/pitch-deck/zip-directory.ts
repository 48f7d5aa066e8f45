import type { FileHandle } from 'node:fs/promises';

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
/** More than any real deck needs; bounds what a hostile archive can make us read. */
const MAX_ENTRIES = 10_000;
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

/** Up to `length` bytes at `position` (fewer at the end of the file). */
export async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * The entries of a ZIP archive, read from its central directory only: nothing is
 * inflated. Undefined unless the archive is exactly one plain ZIP that starts at byte 0
 * and ends with its directory (no ZIP64, no encryption, no bytes before or after).
 */
export async function readZipDirectory(handle: FileHandle, size: number): Promise<ZipEntry[] | undefined> {
  const tailLength = Math.min(size, EOCD_LENGTH + MAX_COMMENT_LENGTH);
  const tail = await readAt(handle, size - tailLength, tailLength);
  let eocd = -1;
  for (let index = tail.length - EOCD_LENGTH; index >= 0; index -= 1) {
    if (tail.readUInt32LE(index) === EOCD_SIGNATURE && index + EOCD_LENGTH + tail.readUInt16LE(index + 20) === tail.length) {
      eocd = index;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  const eocdOffset = size - tailLength + eocd;
  if (count === 0 || count > MAX_ENTRIES || directorySize > MAX_DIRECTORY_BYTES) return undefined;
  if (directoryOffset + directorySize !== eocdOffset) return undefined;

  const directory = await readAt(handle, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let firstLocalHeader = Infinity;
  for (let offset = 0; entries.length < count;) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL_ENTRY_SIGNATURE) return undefined;
    const flags = directory.readUInt16LE(offset + 8);
    const method = directory.readUInt16LE(offset + 10);
    const compressedSize = directory.readUInt32LE(offset + 20);
    const uncompressedSize = directory.readUInt32LE(offset + 24);
    const nameLength = directory.readUInt16LE(offset + 28);
    const next = offset + 46 + nameLength + directory.readUInt16LE(offset + 30) + directory.readUInt16LE(offset + 32);
    const isZip64 = compressedSize === 0xffffffff || uncompressedSize === 0xffffffff;
    if ((flags & 0x1) !== 0 || (method !== 0 && method !== 8) || isZip64 || next > directory.length) return undefined;
    firstLocalHeader = Math.min(firstLocalHeader, directory.readUInt32LE(offset + 42));
    entries.push({ name: directory.toString('utf8', offset + 46, offset + 46 + nameLength), compressedSize, uncompressedSize });
    offset = next;
  }
  return firstLocalHeader === 0 ? entries : undefined;
}
