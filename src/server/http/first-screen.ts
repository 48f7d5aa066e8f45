import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../shared/i18n/locale.js';
import type { PageData } from '../../shared/page-data.js';

/** What the web build's server entry exports (src/web/entry-server.tsx, built by `vite build --ssr`). */
interface FirstScreenEntry {
  prepareFirstScreens(): Promise<void>;
  renderFirstScreen(page: { path: string; locale: Locale; pageData?: PageData; now: Date }): string | undefined;
}

/** The folder of the web build that holds the server entry; never served (web-app.ts). */
export const SSR_FOLDER = 'ssr';

/** `#root` with the server's markup in it; the skeleton index.html holds between its first-screen marks goes. */
const ROOT_WITH_SKELETON = /<div id="root"><!--first-screen-->[\s\S]*<!--\/first-screen--><\/div>/;

/** The page with its first screen in `#root`, or undefined when the server leaves the page to the browser. */
export type FirstScreenRenderer = (html: string, page: { path: string; locale: Locale; pageData?: PageData }) => string | undefined;

/**
 * Puts a page's first screen, rendered by React, in its HTML, so the browser paints it before any script (then
 * hydrates it: main.tsx). Undefined without a server entry in the build (a build without `vite build --ssr`,
 * an API-only test): pages are then served with their skeleton, as before.
 */
export async function loadFirstScreenRenderer(webRoot: string, log: FastifyBaseLogger): Promise<FirstScreenRenderer | undefined> {
  const entryFile = path.join(webRoot, SSR_FOLDER, 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as FirstScreenEntry;
  await entry.prepareFirstScreens();
  return (html, page) => {
    const now = new Date();
    let markup: string | undefined;
    try {
      markup = entry.renderFirstScreen({ ...page, now });
    } catch (error) {
      // The browser renders the page itself, as it does without a server entry.
      log.error({ err: error, path: page.path }, 'server-rendering a first screen failed');
    }
    if (markup === undefined) return undefined;
    // A replacer function: `$&` or `$'` in a founder's text stays literal.
    return html.replace(ROOT_WITH_SKELETON, () => `<div id="root" data-server-rendered="${now.getTime()}">${markup}</div>`);
  };
}
