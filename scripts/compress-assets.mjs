#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) twin beside each compressible built asset, once at
// build time, so the server sends them (@fastify/static `preCompressed`) without compressing
// on every request. Usage: node scripts/compress-assets.mjs [outDir]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
// Below this, the headers of a compressed answer outweigh the bytes saved.
const MIN_BYTES = 1024;

const outDir = path.resolve(process.argv[2] ?? 'dist/web');
let original = 0;
let brotli = 0;
let count = 0;
for (const name of readdirSync(outDir, { recursive: true })) {
  const file = path.join(outDir, name);
  if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  original += content.length;
  brotli += br.length;
  count += 1;
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`compressed ${count} assets: ${kib(original)} → ${kib(brotli)} with Brotli`);
