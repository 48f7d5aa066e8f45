import { useCallback, useEffect, useState } from 'react';
import type { SessionData } from '../../shared/auth';
import { isLocale } from '../../shared/i18n/locale';
import { changeLocale, i18next, pageLocale } from '../i18n';
import { fetchSession } from './api-client';
import { serverPage } from './server-page';

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

/** The session the page was chosen with; the dashboard's React Query cache starts from it. */
export function startupSession(): SessionData | undefined {
  return serverPage()?.session ?? loadedSession;
}

/**
 * Who is logged in decides the page, so the app asks first, with a plain request:
 * React Query comes with the dashboard's code, and the login page never needs it.
 */
export function useStartupSession(): [StartupSession, () => void] {
  const [session, setSession] = useState<StartupSession>(() => {
    const known = startupSession();
    return known ? { status: 'success', data: known } : { status: 'pending' };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    requestSession().then(
      // The session the first render had (the page waits for it) changes nothing: an update now would reach the page
      // while it is still hydrating, and React would then hydrate the rest of it in one long, blocking task.
      (data) => isCurrent && setSession((current) => (current.status === 'success' && current.data === data ? current : { status: 'success', data })),
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
