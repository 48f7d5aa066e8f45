import { createHash, randomBytes } from 'node:crypto';
import { clientAddressKey } from '../limits/client-address.js';

/** The UTC day a view belongs to (Y-m-d): salts and visitor counts turn over at midnight UTC. */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function newSalt(): string {
  return randomBytes(32).toString('hex');
}

/**
 * One visitor of one link on one day, without storing who: the day's salt, the link, the client's
 * address key (an IPv6 /64) and its user agent, hashed. Once the salt is deleted the hash matches nobody.
 */
export function visitorHash(salt: string, linkId: string, ip: string, userAgent: string | undefined): string {
  return createHash('sha256').update([salt, linkId, clientAddressKey(ip), userAgent ?? ''].join('\u0000')).digest('hex');
}
