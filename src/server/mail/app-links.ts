import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 (also IPv4-mapped) and the name localhost: a server only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const ipv4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return isIP(ipv4) === 4 && ipv4.startsWith('127.');
}

/** The name a browser on this machine opens for a listen address: localhost for loopback and wildcards. */
function hostnameOf(host: string): string {
  if (isLoopbackHost(host) || host === '0.0.0.0' || host === '::') return 'localhost';
  return isIP(host) === 6 ? `[${host}]` : host;
}

/**
 * Absolute links into the app for mails, invitations and share links: PUBLIC_URL, else this server's
 * own listen address. Never a request's Host: a forged one would put another site in a reset link.
 * config.ts refuses to start a production server listening beyond loopback without PUBLIC_URL.
 */
export class AppLinks {
  constructor(
    private readonly config: { publicUrl: string | undefined; host: string },
    /** The port the server listens on (PORT=0 takes one when it starts). */
    private readonly listeningPort: () => number,
  ) {}

  get origin(): string {
    return this.config.publicUrl ?? `http://${hostnameOf(this.config.host)}:${this.listeningPort()}`;
  }

  /** `path` may carry a `#fragment` (tokens travel there, so they never reach logs or Referer). */
  to(path: string): string {
    return `${this.origin}${path}`;
  }
}
