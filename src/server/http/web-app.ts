import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import { directionOf, LOCALES, type Locale } from '../../shared/i18n/locale.js';
import { isKnownPagePath } from '../../shared/pages.js';
import { declareAccess } from '../auth/access.js';
import type { Config } from '../config.js';
import { sendPage } from './compressed-page.js';
import { loadFirstScreenRenderer, SSR_FOLDER } from './first-screen.js';
import { localizeMessage } from './locale.js';
import { pageDataElement, pageDataFor } from './page-data.js';
import { pagePreloads, withScriptsAfterPaint } from './page-preloads.js';

/** What a page runs before the app hydrates it: its first paint as left, its held scripts, the presses it keeps. */
const PRE_HYDRATION_SCRIPT = 'pre-hydration.js';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The page's `<html>` tag with this locale's lang and dir (DESIGN §6: no flash of the other
 * direction; its other attributes stay), and its description in this locale's words.
 */
function withDocumentLocale(html: string, locale: Locale): string {
  return html
    .replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
      const others = attributes.replace(/\s(?:lang|dir)=(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, '');
      return `<html${others} lang="${locale}" dir="${directionOf(locale)}">`;
    })
    .replace(
      /(<meta name="description" content=")([^"]*)"/,
      (_tag, start: string, text: string) => `${start}${escapeAttribute(localizeMessage(locale, text))}"`,
    );
}

/** The page with its head's module scripts held until its first paint (page-preloads.ts). */
function withHeadScriptsAfterPaint(html: string): string {
  return html.replace(
    /(<head>)([\s\S]*?)(<\/head>)/,
    (_head, open: string, inner: string, close: string) => open + withScriptsAfterPaint(inner) + close,
  );
}

/**
 * index.html with pre-hydration.js named by its content: the copy a browser holds is never an older one (it starts
 * a server-rendered page's scripts), so it can be cached for good instead of checked again.
 */
function withVersionedPreHydrationScript(html: string, webRoot: string): string {
  const script = path.join(webRoot, PRE_HYDRATION_SCRIPT);
  if (!existsSync(script)) return html;
  const version = createHash('sha256').update(readFileSync(script)).digest('hex').slice(0, 12);
  return html.replace(`src="/${PRE_HYDRATION_SCRIPT}"`, () => `src="/${PRE_HYDRATION_SCRIPT}?v=${version}"`);
}

/** `markup` added at the end of the page's head; a replacer function, so `$&` or `$'` in a founder's text stays literal. */
function withinHead(html: string, markup: string): string {
  return html.replace('</head>', () => `${markup}</head>`);
}

/** Serves the built React app; any GET that is not an API route gets index.html. */
export async function registerWebApp(app: FastifyInstance, config: Config, webRoot: string): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const hasBuild = existsSync(indexFile);
  // In a context of its own: the built files are public, and so are only the routes registered in it.
  if (hasBuild) {
    await app.register(async (files) => {
      declareAccess(files, 'public');
      await files.register(fastifyStatic, {
        root: webRoot,
        index: false,
        wildcard: false,
        // Source maps stay on disk for error reporting (Sentry) but are never served: no route, a 404.
        // Nor is the server's render entry (first-screen.ts).
        globIgnore: ['**/*.map', `${SSR_FOLDER}/**`],
        // The build writes .br/.gz twins (scripts/compress-assets.mjs); a file without one is sent as is.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under assets/: cache it for a year.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
          // So is the pre-hydration script: pages name it by its content (withVersionedPreHydrationScript).
          else if (filePath.endsWith(`${path.sep}${PRE_HYDRATION_SCRIPT}`))
            res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    });
  }
  const meta = [
    `<meta name="app-environment" content="${escapeAttribute(config.env)}">`,
    // Lets the editors say "AI assistant is not configured" before anyone clicks.
    `<meta name="ai-assistant" content="${config.ai.provider ? 'on' : 'off'}">`,
    config.sentryDsn ? `<meta name="sentry-dsn" content="${escapeAttribute(config.sentryDsn)}">` : '',
  ].join('');
  const indexHtml = hasBuild
    ? withVersionedPreHydrationScript(readFileSync(indexFile, 'utf8').replace('<!--app-config-->', meta), webRoot)
    : undefined;
  // One page per language, built once: each request only picks one.
  const pages = indexHtml === undefined ? undefined : new Map(LOCALES.map((locale) => [locale, withDocumentLocale(indexHtml, locale)]));
  // The same, for a page whose first screen the server renders: painted before its scripts start.
  const paintedFirstPages = pages && new Map([...pages].map(([locale, html]) => [locale, withHeadScriptsAfterPaint(html)]));
  const preloadsFor = pagePreloads(webRoot);
  const withFirstScreen = hasBuild ? await loadFirstScreenRenderer(webRoot, app.log) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A missing file (a stale /assets/ hash, /robots.txt) is a 404, never the app's HTML.
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage && pages) {
      const isKnown = isKnownPagePath(pathname);
      const pageData = isKnown ? await pageDataFor(app, request, pathname) : undefined;
      const rendered = isKnown
        ? withFirstScreen?.(paintedFirstPages!.get(request.locale)!, { path: pathname, locale: request.locale, pageData })
        : undefined;
      const page = rendered
        ? withinHead(rendered, preloadsFor(pathname, request.locale, true))
        : withinHead(pages.get(request.locale)!, preloadsFor(pathname, request.locale, false));
      // An unknown page still gets the app (it shows its not-found page), but as a 404 for crawlers and monitors.
      reply
        .status(isKnown ? 200 : 404)
        // The language comes from the fd_locale cookie (or the session's account) and Accept-Language.
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8');
      // A logged-out page holds no data: revalidated, not no-store like every other answer (security-headers.ts).
      if (!pageData) return sendPage(request, reply.header('cache-control', 'no-cache'), page);
      // A founder's page holds their session and records: never kept by a shared cache, nor by the browser
      // (no-cache alone would still let Back show it after a logout).
      return sendPage(request, reply.header('cache-control', 'private, no-store'), withinHead(page, pageDataElement(pageData)));
    }
    if (isPage) return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    return reply.status(404).send({ success: false, message: MESSAGES.notFound });
  });
}
