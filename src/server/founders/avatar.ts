import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { AVATAR_MAX_DIMENSION } from '../../shared/founders.js';

/** Decided by content: PNG (an animated one gives its first frame), JPEG, WebP. Never SVG. */
const AVATAR_TYPES = new Set(['png', 'apng', 'jpg', 'webp']);
/** A small file can still declare a huge canvas (a decompression bomb); real photos stay far below this. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The avatar as it is stored: turned upright by its EXIF orientation, fitted into
 * 256×256, re-encoded as WebP without any metadata (location, camera, comments).
 * Undefined when the file is not an image we accept or cannot be decoded.
 */
export async function toAvatarWebp(file: string): Promise<Buffer | undefined> {
  const type = await fileTypeFromFile(file);
  if (!type || !AVATAR_TYPES.has(type.ext)) return undefined;
  try {
    return await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_MAX_DIMENSION, AVATAR_MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // libvips refused it (truncated, corrupt, too many pixels): to the founder it is simply not a usable image.
    return undefined;
  }
}
