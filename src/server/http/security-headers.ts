import type { FastifyInstance } from 'fastify';
import { VIDEO_EMBED_ORIGINS } from '../../shared/video.js';
import type { Config } from '../config.js';
import { isSecureRequest } from './secure-transport.js';

type Directives = Record<string, readonly string[]>;

function contentSecurityPolicy(config: Config, isSecure: boolean): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Headless UI and the editors position popovers with inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(config.sentryDsn ? [new URL(config.sentryDsn).origin] : [])],
    // The video modal's player only (src/shared/video.ts VIDEO_EMBED_ORIGINS).
    'frame-src': VIDEO_EMBED_ORIGINS,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Framing is refused here alone: X-Frame-Options is not sent (CSP wins over it in every current browser).
    'frame-ancestors': ["'none'"],
    ...(isSecure && { 'upgrade-insecure-requests': [] }),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Powerful features the app never uses: denied to the page and to every frame in it (names Chromium knows: others log a warning). */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
/** What the video player's iframe asks for in its `allow` attribute (features/video/video-embed.tsx): the page and the player only. */
const VIDEO_FEATURES = ['encrypted-media', 'fullscreen', 'picture-in-picture'];

export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...VIDEO_FEATURES.map((feature) => `${feature}=(self ${VIDEO_EMBED_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`),
].join(', ');

/** The security headers of every answer, plain or over HTTPS, built once at start (helmet 8's defaults, less X-Frame-Options). */
export function securityHeaders(config: Config, isSecure: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, isSecure),
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    // Answers hold private data or errors: never stored. The page and its static files set their own (web-app.ts).
    'cache-control': 'no-store',
    // A browser ignores HSTS over plain HTTP: sent only where it means something.
    ...(isSecure && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
  };
}

/** Sets the security headers first thing, so every answer (401, 419, 404, errors) carries them. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const plain = securityHeaders(config, false);
  const secure = securityHeaders(config, true);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isSecureRequest(request, config.cookieSecure) ? secure : plain);
    done();
  });
}
