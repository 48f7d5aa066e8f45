import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntryInput {
  name: string;
  data: Buffer | string;
}

export interface BuiltEntry {
  name: Buffer;
  compressed: Buffer;
  crc: number;
  size: number;
}

/** A ZIP written by hand: deflated entries, local headers, central directory, end record. */
export function buildZip(entries: (ZipEntryInput | BuiltEntry)[]): Buffer {
  const built = entries.map((entry) => {
    if ('compressed' in entry) return entry;
    const data = Buffer.from(entry.data);
    return { name: Buffer.from(entry.name), compressed: deflateRawSync(data), crc: crc32(data), size: data.length };
  });
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of built) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, entry.name, entry.compressed);
    centrals.push(central, entry.name);
    offset += local.length + entry.name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(built.length, 8);
  end.writeUInt16LE(built.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `size` zero bytes deflated in 1 MB steps, so the test never holds them in memory. */
export async function deflatedZeros(size: number): Promise<BuiltEntry & { name: Buffer }> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zeros = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let written = 0; written < size; written += zeros.length) {
    crc = crc32(zeros, crc);
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  return { name: Buffer.from(''), compressed: Buffer.concat(chunks), crc, size };
}

/** A ZIP entry that claims `size` unpacked bytes while holding `data` (a few bytes unless given). */
export function lyingEntry(name: string, size: number, data = Buffer.from('tiny')) {
  return { name: Buffer.from(name), compressed: deflateRawSync(data), crc: crc32(data), size };
}
