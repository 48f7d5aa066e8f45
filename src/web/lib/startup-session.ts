import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { SessionData } from '../../shared/auth';
import { isLocale } from '../../shared/i18n/locale';
import { changeLocale, i18next, pageLocale } from '../i18n';
import { fetchSession } from './api-client';
import { answerData, inlinedData } from './inlined-answers';
import { currentPath } from './navigation';
import type { ServerPage } from './server-page';

/*
 * What the app starts from: the page, its session and its inlined reads. In a browser they come from the location
 * and the page's HTML; in a server render from ServerPageContext, one per request (entry-server.tsx). (They live
 * here, not in a module of their own: a new module importing React on the entry's path made Rolldown move React
 * into a chunk of its own, +0.7 KiB gzipped on every first page.)
 */

/** The page a server render is of; none in a browser. */
export const ServerPageContext = createContext<ServerPage | undefined>(undefined);

/** The page this server render is of; undefined in a browser. */
export function useServerPage(): ServerPage | undefined {
  return useContext(ServerPageContext);
}

/** The page being rendered: the server render's, else the browser's. */
export function useCurrentPath(): string {
  return useServerPage()?.path ?? currentPath();
}

/**
 * The data a query of this GET starts from (`initialData`): the server render's answer, else the page's
 * (lib/inlined-answers.ts), so the first render, the server's and the hydrating browser's alike, shows the record.
 */
export function useInlinedData<Data>(path: string): Data | undefined {
  const serverPage = useServerPage();
  return serverPage ? answerData<Data>(serverPage.answers.get(path)) : inlinedData<Data>(path);
}

export type StartupSession = { status: 'pending' } | { status: 'success'; data: SessionData } | { status: 'error' };

let request: Promise<SessionData> | undefined;
let loadedSession: SessionData | undefined;

function requestSession(): Promise<SessionData> {
  // One retry before giving up, as React Query did for this request.
  request ??= fetchSession()
    .catch(() => fetchSession())
    .then(async (session) => {
      // The language saved on the account wins over this browser's (a login on another browser).
      // Before i18next has started (the session came in the page), the page's language is the one it starts in.
      const current = i18next.language || pageLocale();
      if (isLocale(session.locale) && session.locale !== current) await changeLocale(session.locale).catch(() => undefined);
      return session;
    })
    .then(
      (session) => (loadedSession = session),
      (error: unknown) => {
        request = undefined;
        throw error;
      },
    );
  return request;
}

/**
 * Asks for the session before the first render: a page that carries it then renders without a loading state.
 * Resolves (never rejects) once it has answered.
 */
export function preloadStartupSession(): Promise<unknown> {
  return requestSession().catch(() => undefined);
}

/** The session the page was chosen with: the server render's (entry-server.tsx), else the one the browser loaded. */
export function useLoadedSession(): SessionData | undefined {
  return useServerPage()?.session ?? loadedSession;
}

/**
 * Who is logged in decides the page, so the app asks first, with a plain request:
 * React Query comes with the dashboard's code, and the login page never needs it.
 */
export function useStartupSession(): [StartupSession, () => void] {
  const known = useLoadedSession();
  const [session, setSession] = useState<StartupSession>(() => (known ? { status: 'success', data: known } : { status: 'pending' }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    requestSession().then(
      // The session the first render had (the page waits for it) changes nothing: an update now would reach the page
      // while it is still hydrating, and React would then hydrate the rest of it in one long, blocking task.
      (data) =>
        isCurrent &&
        setSession((current) => (current.status === 'success' && current.data === data ? current : { status: 'success', data })),
      () => isCurrent && setSession({ status: 'error' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setSession({ status: 'pending' });
    setAttempt((count) => count + 1);
  }, []);
  return [session, retry];
}
