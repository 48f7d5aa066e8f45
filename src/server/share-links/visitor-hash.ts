import { createHash, randomBytes } from 'node:crypto';
import { clientAddressKey } from '../limits/client-address.js';

/** The UTC day a view belongs to (Y-m-d): salts and visitor counts turn over at midnight UTC. */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function newSalt(): string {
  return randomBytes(32).toString('hex');
}

function hashOf(parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/**
 * One client address (its address key, an IPv6 /64) seen on one link on one day, without storing it: the
 * day's salt, the link and the address key, hashed. Once the salt is deleted the hash matches nobody.
 */
export function addressHash(salt: string, linkId: string, ip: string): string {
  return hashOf([salt, linkId, clientAddressKey(ip)]);
}

/** One visitor of one link on one day: as its address hash, with the client's user agent besides. */
export function visitorHash(salt: string, linkId: string, ip: string, userAgent: string | undefined): string {
  return hashOf([salt, linkId, clientAddressKey(ip), userAgent ?? '']);
}
