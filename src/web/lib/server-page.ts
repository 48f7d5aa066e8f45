import type { SessionData } from '../../shared/auth';
import type { InlinedAnswer } from '../../shared/page-data';

/**
 * What the server's render of a first screen reads in place of the browser's location, page data and
 * clock (entry-server.tsx). It is set for one synchronous renderToString and cleared after it, so no
 * request's data can reach another's page; in a browser it is always undefined.
 */
export interface ServerPage {
  path: string;
  session: SessionData;
  answers: ReadonlyMap<string, InlinedAnswer>;
  now: Date;
}

let current: ServerPage | undefined;

export function serverPage(): ServerPage | undefined {
  return current;
}

/** Runs `render` (synchronous) with `page` as the page being rendered, and clears it whatever happens. */
export function renderingPage<T>(page: ServerPage, render: () => T): T {
  current = page;
  try {
    return render();
  } finally {
    current = undefined;
  }
}

/** The attribute the server marks a server-rendered `#root` with; its value is the render's time (ms). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * "Now" for a first render: the server's clock while it renders, the time the server rendered the page while
 * the browser hydrates it (so "5 minutes ago" reads the same on both), else the browser's clock.
 */
export function firstRenderTime(): Date {
  if (current) return current.now;
  const rendered = Number(globalThis.document?.getElementById('root')?.getAttribute(SERVER_RENDERED_ATTRIBUTE));
  return rendered > 0 ? new Date(rendered) : new Date();
}
