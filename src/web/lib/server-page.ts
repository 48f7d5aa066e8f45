import type { SessionData } from '../../shared/auth';
import type { InlinedAnswer } from '../../shared/page-data';

/**
 * What the server's render of a first screen reads in place of the browser's location, page data and clock.
 * Each render provides its own by context (ServerPageContext, lib/startup-session.ts), so no request's data can
 * reach another's page, however the render is scheduled; in a browser there is none.
 */
export interface ServerPage {
  /** Without a trailing slash, as currentPath() says it. */
  path: string;
  session: SessionData;
  answers: ReadonlyMap<string, InlinedAnswer>;
  now: Date;
}

/** The attribute the server marks a server-rendered `#root` with; its value is the render's time (ms). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * "Now" for a first render: the server's clock while it renders, the time the server rendered the page while
 * the browser hydrates it (so "5 minutes ago" reads the same on both), else the browser's clock.
 */
export function firstRenderTime(serverPage: ServerPage | undefined): Date {
  if (serverPage) return serverPage.now;
  const rendered = Number(globalThis.document?.getElementById('root')?.getAttribute(SERVER_RENDERED_ATTRIBUTE));
  return rendered > 0 ? new Date(rendered) : new Date();
}
