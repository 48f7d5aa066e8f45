// Links as the app stores them. Pure (no zod): the video preview uses it without the schemas.

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A typed link as an http(s) URL, with https:// added when the scheme was left out
 * ("youtu.be/…"); null when it is not one or carries credentials.
 */
export function parseWebUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') return null;
  return url;
}

/**
 * The form a link is stored in: serialized by the WHATWG URL parser, so the scheme and host are
 * lower-case, a default port is dropped, an international host is punycode and the path is
 * percent-encoded. One link typed two ways is stored once.
 */
export function normalizeWebUrl(text: string): string | null {
  return parseWebUrl(text)?.href ?? null;
}

export const isLinkedinHost = (hostname: string) => hostname === 'linkedin.com' || hostname.endsWith('.linkedin.com');

/** A host with a dotted public name (`example.com`), not `localhost` or a bare word. */
export const isPublicHost = (hostname: string) => /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z][a-z0-9-]*$/i.test(hostname);
