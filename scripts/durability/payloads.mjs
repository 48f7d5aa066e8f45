// Unique request bodies: every save carries a value no other save in the run has, so a read-back names the one write it came from.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { toAvatarWebp } from '../../dist/server/founders/avatar.js';

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * A PDF the server's content check accepts (`%PDF-` at byte 0, `%%EOF` at the end) holding
 * `token` and hex noise (never markup or a ZIP signature), from 2 KB up to ~1.5 MB so some
 * uploads are still streaming when the server is killed.
 */
export function uniquePdf(token) {
  const noise = randomBytes(randomInt(1024, 768 * 1024)).toString('hex');
  return Buffer.from(`%PDF-1.4\n% ${token}\n1 0 obj << /Type /Catalog >> endobj\n% ${noise}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

const avatarScratch = mkdtempSync(path.join(tmpdir(), 'fd-durability-avatars-'));
process.once('exit', () => rmSync(avatarScratch, { recursive: true, force: true }));

/**
 * A 24×24 PNG of random pixels, and the SHA-256 of the WebP the server will store for it:
 * the server's own re-encoder (dist) on the same bytes gives the same file.
 */
export async function uniqueAvatar() {
  const png = await sharp(randomBytes(24 * 24 * 3), { raw: { width: 24, height: 24, channels: 3 } })
    .png()
    .toBuffer();
  const file = path.join(avatarScratch, `${randomBytes(8).toString('hex')}.png`);
  writeFileSync(file, png);
  const webp = await toAvatarWebp(file);
  rmSync(file);
  return { png, storedSha: sha256(webp) };
}
