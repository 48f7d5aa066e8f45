import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ApiSuccess } from '../shared/api';
import type { SessionData } from '../shared/auth';
import type { Locale } from '../shared/i18n/locale';
import { SESSION_PATH, type PageData } from '../shared/page-data';
import { App } from './app/app';
import { preloadEverything } from './app/preloadable';
import { serverI18nIn, startServerI18n } from './i18n';
import { I18nContext } from './i18n/use-translation';
import { createQueryClient } from './lib/query-client';
import { ServerPageContext } from './lib/startup-session';

/*
 * The server's render of a page's first screen (src/server/http/web-app.ts loads this build from
 * <webRoot>/ssr/): the page's real markup is in its HTML, painted before any script, and the browser then
 * hydrates it (main.tsx). Only pages whose first render is all known here: the auth forms for a visitor,
 * a founder's pages of cards with their inlined reads. Anything else keeps index.html's skeleton.
 */

const VISITOR_PAGES = new Set(['/login', '/register', '/forgot-password']);
const FOUNDER_PAGES = new Set(['/dashboard', '/profile', '/startup']);

/** Once, before the first render: both languages' catalogs and every lazily loaded part, so a render never suspends. */
export async function prepareFirstScreens(): Promise<void> {
  await startServerI18n();
  await preloadEverything();
}

export interface FirstScreen {
  /** The page's path, as the browser's location will say it. */
  path: string;
  /** The page's language (its `<html lang>`). */
  locale: Locale;
  /** A logged-in founder's inlined session and reads (http/page-data.ts); none for a visitor. */
  pageData?: PageData;
  /** The clock of this render: the page says it in its root's data-server-rendered for the hydrating browser. */
  now: Date;
}

function sessionOf(pageData: PageData): SessionData | undefined {
  return (pageData.answers[SESSION_PATH]?.body as ApiSuccess<SessionData> | undefined)?.data;
}

/**
 * The app as the server renders this page's first screen, or undefined when the server leaves it to the browser
 * (another page, a session whose account would switch the language). Everything the render reads that is this
 * request's (the page, its session and reads, its language, its query cache) comes by context, never from a
 * module: renders may interleave.
 */
export function firstScreenApp({ path, locale, pageData, now }: FirstScreen): ReactElement | undefined {
  const page = path.replace(/\/+$/, '') || '/';
  const session: SessionData | undefined = pageData ? sessionOf(pageData) : { user: null, csrf_token: '', locale };
  if (!session || session.locale !== locale) return undefined;
  const isRendered = session.user ? session.user.startup_id !== null && FOUNDER_PAGES.has(page) : VISITOR_PAGES.has(page);
  if (!isRendered) return undefined;
  const answers = new Map(Object.entries(pageData?.answers ?? {}));
  return (
    <StrictMode>
      <ServerPageContext value={{ path: page, session, answers, now }}>
        <I18nContext value={serverI18nIn(locale)}>
          <QueryClientProvider client={createQueryClient()}>
            <App />
          </QueryClientProvider>
        </I18nContext>
      </ServerPageContext>
    </StrictMode>
  );
}

/** The markup of `#root` for this page, or undefined when the server leaves it to the browser. */
export function renderFirstScreen(screen: FirstScreen): string | undefined {
  const app = firstScreenApp(screen);
  if (!app) return undefined;
  const markup = renderToString(app);
  // A loading state, or a part that suspended (`<!--$!-->`: left to the client), is no first screen: the skeleton serves better.
  return markup.includes('data-page-skeleton') || markup.includes('<!--$!-->') ? undefined : markup;
}
