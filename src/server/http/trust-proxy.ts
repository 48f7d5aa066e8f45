import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's trustProxy takes: off, a hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the private ranges; any of them may stand in the list.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `1` (the number of proxies in front of the app) or `10.0.0.2,10.1.0.0/16` (their
 * addresses). `true` would take the client's address from the left end of X-Forwarded-For, which any
 * client can write, so it is refused with what to write instead.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): TrustProxy => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'must not be true (any client could forge X-Forwarded-For): write how many proxies are in front of the app (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.2,10.1.0.0/16)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.2,10.1.0.0/16)',
    });
    return z.NEVER;
  });

/**
 * The option for Fastify. Fastify 5 ignores X-Forwarded-* for a bare hop count (it cannot check the
 * peer), so a count becomes proxy-addr's hop rule: the `count` nearest hops are proxies, and the
 * client is the address just beyond them; entries a client wrote further left are never read.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
