import type { FastifyRequest } from 'fastify';
import { isSecureRequest, siteOriginOf } from '../http/secure-transport.js';

/**
 * Absolute links into the app for mails and invitation answers. PUBLIC_URL wins: a link built from the
 * request's Host alone could be pointed at another site by a forged Host header (reset-link poisoning).
 */
export class AppLinks {
  constructor(private readonly config: { publicUrl: string | undefined; cookieSecure: boolean | undefined }) {}

  /** `path` may carry a `#fragment` (tokens travel there, so they never reach logs or Referer). */
  to(request: FastifyRequest, path: string): string {
    const origin = this.config.publicUrl ?? siteOriginOf(request, isSecureRequest(request, this.config.cookieSecure)) ?? 'http://localhost';
    return `${origin}${path}`;
  }
}
