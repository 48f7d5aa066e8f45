import type { FastifyRequest } from 'fastify';

/**
 * Whether the browser reached us over HTTPS: COOKIE_SECURE forces the answer either way, else the
 * request's protocol (X-Forwarded-Proto only through a proxy TRUST_PROXY names). Decides Secure
 * cookies and their `__Host-` names, HSTS, and the scheme of this site's origin.
 */
export function isSecureRequest(request: FastifyRequest, forcedSecure: boolean | undefined): boolean {
  return forcedSecure ?? request.protocol === 'https';
}

/** `scheme://host[:port]` as a browser writes it in `Origin` (default port dropped, host lower-cased), or undefined. */
export function normalizedOrigin(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** This site's origin for this request, from its Host (X-Forwarded-Host through a trusted proxy): works on any port. */
export function siteOriginOf(request: FastifyRequest, isSecure: boolean): string | undefined {
  return request.host ? normalizedOrigin(`${isSecure ? 'https' : 'http'}://${request.host}`) : undefined;
}
