import { VIDEO_EMBED_ORIGINS } from '../../shared/video.js';
import { ONE_PAGER_CSS_HASH } from './styles.js';

/**
 * The one-pager's CSP, stricter than the app's: its one inline stylesheet by hash (no inline style
 * attributes), scripts and workers only from this site (the deck viewer and pdf.js), photos as
 * data: URLs, the two video players, and no forms, no base, no framing.
 */
export function onePagerCsp(isSecure: boolean): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ONE_PAGER_CSS_HASH],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': VIDEO_EMBED_ORIGINS,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    ...(isSecure && { 'upgrade-insecure-requests': [] }),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
