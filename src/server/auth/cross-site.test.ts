import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { crossSiteReason } from './cross-site.js';

/** What crossSiteReason reads of a request: its headers and the Host Fastify resolved. */
const request = (headers: Record<string, string>, host: string | undefined = 'dash.example.com:8443') =>
  ({ headers, host }) as unknown as FastifyRequest;

describe('crossSiteReason', () => {
  it('leaves requests without Origin or Sec-Fetch-Site (curl, scripts) to the token', () => {
    expect(crossSiteReason(request({}), true)).toBeUndefined();
  });

  it('accepts our own pages: Sec-Fetch-Site same-origin or none, and our Origin however it is spelled', () => {
    for (const fetchSite of ['same-origin', 'none'])
      expect(crossSiteReason(request({ 'sec-fetch-site': fetchSite }), true)).toBeUndefined();
    expect(crossSiteReason(request({ origin: 'https://DASH.example.com:8443' }), true)).toBeUndefined();
    // The default port is left out of Origin, whether or not Host names it.
    expect(crossSiteReason(request({ origin: 'https://dash.example.com' }, 'dash.example.com:443'), true)).toBeUndefined();
    expect(crossSiteReason(request({ origin: 'http://127.0.0.1:3000' }, '127.0.0.1:3000'), false)).toBeUndefined();
  });

  it('refuses another site, a sibling subdomain, another port or scheme, and an opaque origin', () => {
    for (const fetchSite of ['cross-site', 'same-site', 'something-new']) {
      expect(crossSiteReason(request({ 'sec-fetch-site': fetchSite, origin: 'https://dash.example.com:8443' }), true)).toBe(
        `Sec-Fetch-Site is ${fetchSite}`,
      );
    }
    for (const origin of [
      'https://evil.example.com:8443',
      'https://dash.example.com',
      'http://dash.example.com:8443',
      'null',
      'not a url',
    ]) {
      expect(crossSiteReason(request({ origin }), true)).toBe(`Origin ${origin} is not this site's https://dash.example.com:8443`);
    }
  });

  it('refuses an Origin when the request names no Host to compare it with', () => {
    expect(crossSiteReason(request({ origin: 'https://dash.example.com' }, ''), true)).toBe(
      "Origin https://dash.example.com is not this site's (no Host)",
    );
  });
});
