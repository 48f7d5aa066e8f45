import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed double-submit: the browser holds a random HttpOnly cookie; the token the
 * client sends back is its HMAC, so a token from another browser never matches.
 */
export function newCsrfSeed(): string {
  return randomBytes(32).toString('base64url');
}

export function csrfTokenFor(seed: string, secret: string): string {
  return createHmac('sha256', secret).update(`csrf:${seed}`).digest('base64url');
}

export function isValidCsrfToken(token: unknown, seed: string | undefined, secret: string): boolean {
  if (typeof token !== 'string' || !seed) return false;
  const expected = Buffer.from(csrfTokenFor(seed, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
