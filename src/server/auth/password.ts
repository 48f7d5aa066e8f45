import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { MESSAGES } from '../../shared/api.js';
import { BoundedWorkQueue } from '../limits/bounded-work-queue.js';

// OWASP's scrypt floor (N=2^17, r=8, p=1); 128 MB of memory per hash at most.
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const encode = (salt: Buffer, key: Buffer) =>
  ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');

/**
 * Format: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. Not queued: for
 * seeding scripts and tests; request handlers hash through PasswordHasher.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await derive(password, salt, PARAMS));
}

/**
 * Stands in for the hash of an unknown email: a random salt and key take as long to check as a real
 * hash and match no password (a 2^-256 chance).
 */
const DUMMY_HASH = encode(randomBytes(16), randomBytes(KEY_LENGTH));

export interface PasswordHashingLimits {
  concurrency: number;
  maxQueued: number;
  maxWaitMs: number;
}

/**
 * Every scrypt of the app goes through here (register, login, and any later password change):
 * a bounded queue keeps most of libuv's thread pool free for file reads, and past its bound the
 * caller gets 503 with Retry-After at once instead of a server frozen for seconds.
 */
export class PasswordHasher {
  private readonly queue: BoundedWorkQueue;

  constructor(limits: PasswordHashingLimits) {
    this.queue = new BoundedWorkQueue({ ...limits, busyMessage: MESSAGES.serverBusy });
  }

  /** Throws the 503 a hash would get now: callers check before writing anything (limits, rows). */
  assertRoom(): void {
    this.queue.assertRoom();
  }

  hash(password: string): Promise<string> {
    return this.queue.run(() => hashPassword(password));
  }

  /** Checks a password against a stored hash; with none (unknown email), against a dummy, in the same time. */
  verify(password: string, stored: string | undefined): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = (stored ?? DUMMY_HASH).split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return Promise.resolve(false);
    const expected = Buffer.from(hash, 'base64url');
    return this.queue.run(async () => {
      const key = await derive(password, Buffer.from(salt, 'base64url'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
        maxmem: PARAMS.maxmem,
      });
      return key.length === expected.length && timingSafeEqual(key, expected);
    });
  }
}
