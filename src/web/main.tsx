import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadPage } from './app/app';
import { pageLocale, startI18n } from './i18n';
import { currentPath } from './lib/navigation';
import { SERVER_RENDERED_ATTRIBUTE } from './lib/server-page';
import { preloadStartupSession } from './lib/startup-session';
import { initMonitoring } from './monitoring';

// The page's CSP allows no eval, so zod must not probe for it (Chromium reports the caught probe as a CSP
// violation). Its config lives on this global, which zod keeps when already set: importing zod's `config`
// here would put 3.6 KiB of zod into every first page, where zod itself is loaded with the first form.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };
void initMonitoring();
// In a logged-in founder's page the session is inlined and ready long before the code below; otherwise it is
// asked for now, and the app's own skeleton (announced as loading) shows until it answers.
const session = preloadStartupSession();

const root = document.getElementById('root')!;

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The page's code and its language's catalog download side by side; meanwhile the page shows what the server
// put in it: its first screen (entry-server.tsx), hydrated once the session is known too, or index.html's
// skeleton, replaced by the first render: the page itself, not a loading state. Hydrating as a transition lets
// React yield to the browser every few milliseconds: a phone's main thread is not held for half a second.
if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE))
  void Promise.all([startI18n(pageLocale()), preloadPage(currentPath()), session]).then(() =>
    startTransition(() => void hydrateRoot(root, app)),
  );
else void Promise.all([startI18n(pageLocale()), preloadPage(currentPath())]).then(() => createRoot(root).render(app));
