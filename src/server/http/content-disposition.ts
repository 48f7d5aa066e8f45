/** RFC 5987 attr-char: what encodeURIComponent leaves alone, minus ' ( ) *. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A plain-ASCII stand-in for old clients: accents dropped, anything else outside printable ASCII replaced. */
function asciiFallback(fileName: string, fallback: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_')
    .replace(/_{2,}/g, '_');
  const stem = ascii.replace(/\.[^.]*$/, '');
  return /[a-z0-9]/i.test(stem) ? ascii : fallback;
}

/**
 * `Content-Disposition: attachment` for a user-given name (RFC 6266): a quoted ASCII
 * `filename` plus the exact UTF-8 name in `filename*` (RFC 5987), so Arabic names survive.
 * The name must already be free of control characters.
 */
export function attachmentDisposition(fileName: string, fallback: string): string {
  return `attachment; filename="${asciiFallback(fileName, fallback)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
