import { randomBytes } from 'node:crypto';
import { hashToken } from './session-store.js';

/** A mailed link's secret (256 random bits, URL-safe) and the SHA-256 of it, the only form the database keeps. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
