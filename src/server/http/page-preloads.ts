import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../shared/i18n/locale.js';
import { PAGE_PATHS, normalizePagePath } from '../../shared/pages.js';

/** The part of Vite's build manifest (build.manifest) this reads: each source module's file and what it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';
/** Each language's shell catalog and forms part (src/web/i18n/load-catalog.ts), by source module. */
const CATALOGS: Record<Locale, { shell: string; forms: string }> = {
  en: { shell: 'i18n/en.ts', forms: 'i18n/en-forms.ts' },
  ar: { shell: 'i18n/arabic.ts', forms: 'i18n/ar-forms.ts' },
};
const DASHBOARD_PAGES = 'features/dashboard/pages.tsx';
/**
 * What a server-rendered page's text is drawn with (each language's headings and text), by the end of its source
 * path: fetched beside the stylesheet, so the first paint is already in the page's font, not swapped to it later.
 */
const FONTS: Record<Locale, string[]> = {
  en: ['/inter-latin-wght-normal.woff2'],
  // Cairo, one file for every weight. Inter too: the space between Arabic words is outside Cairo's Arabic subset, so
  // Inter draws it; arriving later, it would change every space's width and reflow the lines.
  ar: ['/cairo-arabic-wght-normal.woff2', '/inter-latin-wght-normal.woff2'],
};

/** The modules a page's first render needs besides the entry (src/web/app/app.tsx page loaders). */
function pageModules(pathname: string, locale: Locale): string[] {
  const catalog = CATALOGS[locale];
  switch (pathname) {
    case PAGE_PATHS.login:
      return [catalog.shell, 'features/auth/login-page.tsx', catalog.forms];
    case PAGE_PATHS.register:
      return [catalog.shell, 'features/auth/register-page.tsx', catalog.forms];
    case PAGE_PATHS.overview:
      return [catalog.shell, DASHBOARD_PAGES, 'features/dashboard/overview-panels.tsx'];
    case PAGE_PATHS.profile:
    case PAGE_PATHS.startup:
      return [catalog.shell, DASHBOARD_PAGES];
    default:
      return [catalog.shell];
  }
}

/**
 * `<link rel="modulepreload">` for the chunks of the page the path asks for and of its
 * language's catalog: the browser fetches them beside the entry script instead of after it has run. A page whose
 * first screen the server rendered (first-screen.ts) is painted before any script: its fonts come first, and its
 * scripts wait for that paint (`withScriptsAfterPaint`). Nothing without a build manifest (a dev build).
 */
export function pagePreloads(webRoot: string): (pathname: string, locale: Locale, isServerRendered: boolean) => string {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest | undefined = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : undefined;
  const built = new Map<string, string>();
  return (pathname, locale, isServerRendered) => {
    if (!manifest) return '';
    const key = `${locale} ${normalizePagePath(pathname)} ${isServerRendered}`;
    let links = built.get(key);
    if (links === undefined) {
      const scripts = preloadLinks(manifest, pageModules(normalizePagePath(pathname), locale));
      links = isServerRendered ? fontLinks(manifest, locale) + withScriptsAfterPaint(scripts) : scripts;
      built.set(key, links);
    }
    return links;
  };
}

const MODULE_SCRIPT_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The module scripts and their preloads in `head`, held in an inert `<template data-after-paint>` that pre-hydration.js
 * puts in the page once its first contentful paint is reported. A server-rendered page is visible without them (they make it
 * interactive); on a slow line they would otherwise share it with the stylesheet and fonts that paint waits for.
 */
export function withScriptsAfterPaint(head: string): string {
  const tags = head.match(MODULE_SCRIPT_TAGS);
  return tags ? `${head.replace(MODULE_SCRIPT_TAGS, '')}<template data-after-paint>${tags.join('')}</template>` : head;
}

function fontLinks(manifest: Manifest, locale: Locale): string {
  const fontFiles = FONTS[locale].flatMap((name) => Object.entries(manifest).find(([source]) => source.endsWith(name))?.[1].file ?? []);
  return fontFiles.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`).join('');
}

function preloadLinks(manifest: Manifest, modules: string[]): string {
  // The entry's own chunks are in the page already (Vite's links in index.html).
  const seen = new Set<string>([ENTRY, ...(manifest[ENTRY]?.imports ?? [])]);
  const scripts: string[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    scripts.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}
