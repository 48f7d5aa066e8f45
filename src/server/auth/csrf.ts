import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from './session-store.js';

// CSRF tokens bound to who is asking, never to a cookie alone: a logged-in request's token is an
// HMAC of its session (so a planted cookie/token pair is worthless on the victim's session, and
// login or logout changes it); an anonymous visitor's is an HMAC of a random pre-session cookie.

/** The random id in an anonymous visitor's pre-session cookie. */
export function newPreSessionId(): string {
  return randomBytes(32).toString('base64url');
}

const hmac = (secret: string, subject: string) => createHmac('sha256', secret).update(subject).digest('base64url');

/** Keyed on the session's stored id (the hash of its cookie token): a new session, a new token. */
export function csrfTokenForSession(sessionToken: string, secret: string): string {
  return hmac(secret, `csrf:session:${hashToken(sessionToken)}`);
}

export function csrfTokenForPreSession(preSessionId: string, secret: string): string {
  return hmac(secret, `csrf:pre-session:${preSessionId}`);
}

export function isSameToken(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}
