import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadPage } from './app/app';
import { pageLocale, startI18n } from './i18n';
import { currentPath } from './lib/navigation';
import { preloadStartupSession } from './lib/startup-session';
import { initMonitoring } from './monitoring';

// The page's CSP allows no eval, so zod must not probe for it (Chromium reports the caught probe as a CSP
// violation). Its config lives on this global, which zod keeps when already set: importing zod's `config`
// here would put 3.6 KiB of zod into every first page, where zod itself is loaded with the first form.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };
void initMonitoring();
// In a logged-in founder's page the session is inlined and ready long before the code below; otherwise it is
// asked for now, and the app's own skeleton (announced as loading) shows until it answers.
preloadStartupSession();

// The page's code and its language's catalog download side by side; index.html's skeleton stays up meanwhile,
// and the first render is the page itself, not a loading state.
void Promise.all([startI18n(pageLocale()), preloadPage(currentPath())]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
