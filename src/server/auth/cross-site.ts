import type { FastifyRequest } from 'fastify';
import { normalizedOrigin, siteOriginOf } from '../http/secure-transport.js';

/** Sec-Fetch-Site values a browser sends for our own pages (`none`: typed in the address bar). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Why a browser request looks made by another site, or undefined: its Origin is not ours, or
 * Sec-Fetch-Site says another site (`same-site` too: a sibling subdomain is the attacker this
 * guards against). Clients that send neither header (curl, scripts) are left to the CSRF token.
 */
export function crossSiteReason(request: FastifyRequest, isSecure: boolean): string | undefined {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(String(fetchSite))) return `Sec-Fetch-Site is ${String(fetchSite)}`;
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  const siteOrigin = siteOriginOf(request, isSecure);
  if (siteOrigin !== undefined && normalizedOrigin(origin) === siteOrigin) return undefined;
  // Logged: an https Origin against an http site means TLS ends at a proxy TRUST_PROXY does not name.
  return `Origin ${origin} is not this site's ${siteOrigin ?? '(no Host)'}`;
}
