import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../components/button';
import { loadAccountTexts, loadFormTexts } from '../i18n';
import { goTo } from '../lib/navigation';
import { SERVER_RENDERED_ATTRIBUTE } from '../lib/server-page';
import { useCurrentPath, useStartupSession } from '../lib/startup-session';
import { LoadBoundary } from './load-boundary';
import { NotificationToaster } from './notification-toaster';
import { PageSkeleton } from './page-skeleton';
import { preloadable } from './preloadable';

const AUTH_PATHS = new Set(['/login', '/register', '/forgot-password']);
/** Pages that work logged in or out: a mailed link (reset, invitation, new email) opened where someone is logged in still works. */
const OPEN_PATHS = new Set(['/reset-password', '/invite', '/confirm-email']);
/** An account removed from its startup (DESIGN §8) sees only this page until it starts a new one. */
const NEW_STARTUP_PATH = '/new-startup';

// Each page is its own chunk, so the login page never downloads the dashboard and vice versa;
// the login and register forms also bring the forms' texts (i18n/load-catalog.ts).
const withFormTexts = <Module,>(page: Promise<Module>) => Promise.all([page, loadFormTexts()]).then(([module]) => module);
const loadLoginPage = () => withFormTexts(import('../features/auth/login-page'));
const loadRegisterPage = () => withFormTexts(import('../features/auth/register-page'));
const withAccountTexts = <Module,>(page: Promise<Module>) =>
  Promise.all([withFormTexts(page), loadAccountTexts()]).then(([module]) => module);
const loadForgotPasswordPage = () => withAccountTexts(import('../features/auth/forgot-password-page'));
const loadResetPasswordPage = () => withAccountTexts(import('../features/auth/reset-password-page'));
const loadAccountPage = () => withAccountTexts(import('../features/account/account-page'));
const loadInvitePage = () => withAccountTexts(import('../features/invitations/invite-page'));
const loadConfirmEmailPage = () => withAccountTexts(import('../features/account/confirm-email-page'));
const loadNewStartupPage = () => withAccountTexts(import('../features/membership/new-startup-page'));
const loadDashboardPages = () => import('../features/dashboard/pages');

const LoginPage = preloadable(() => loadLoginPage().then((page) => page.LoginPage));
const RegisterPage = preloadable(() => loadRegisterPage().then((page) => page.RegisterPage));
const ForgotPasswordPage = preloadable(() => loadForgotPasswordPage().then((page) => page.ForgotPasswordPage));
const ResetPasswordPage = preloadable(() => loadResetPasswordPage().then((page) => page.ResetPasswordPage));
const AccountPage = preloadable(() => loadAccountPage().then((page) => page.AccountPage));
const InvitePage = preloadable(() => loadInvitePage().then((page) => page.InvitePage));
const ConfirmEmailPage = preloadable(() => loadConfirmEmailPage().then((page) => page.ConfirmEmailPage));
const NewStartupPage = preloadable(() => loadNewStartupPage().then((page) => page.NewStartupPage));
const OverviewPage = preloadable(() =>
  loadDashboardPages().then(async (pages) => {
    // Readiness comes in the same render as the cards (its chunk is preloaded beside theirs, page-preloads.ts):
    // no skeleton that the panel then pushes the cards down from. If it fails, its own boundary shows the skeleton.
    await pages.preloadOverviewPanels().catch(() => undefined);
    return pages.OverviewPage;
  }),
);
const ProfilePage = preloadable(() => loadDashboardPages().then((pages) => pages.ProfilePage));
const StartupPage = preloadable(() => loadDashboardPages().then((pages) => pages.StartupPage));
// `/applications` and `/applications/<id>` (DESIGN §13); the chunk brings the texts it waits for (its `withTexts`).
const ApplicationsPage = preloadable(() => import('../features/applications/pages').then((page) => page.withTexts()));
const NotFoundPage = preloadable(() => loadDashboardPages().then((pages) => pages.NotFoundPage));

const PAGES_BY_PATH: Record<string, { preload: () => Promise<unknown> }> = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/account': AccountPage,
  '/invite': InvitePage,
  '/confirm-email': ConfirmEmailPage,
  [NEW_STARTUP_PATH]: NewStartupPage,
  '/dashboard': OverviewPage,
  '/profile': ProfilePage,
  '/startup': StartupPage,
};

/**
 * Downloads the page the path asks for while the session is still being checked; resolves (never
 * rejects) when it has arrived, so the first render shows it without a loading state.
 */
export function preloadPage(path: string): Promise<unknown> {
  return (PAGES_BY_PATH[path]?.preload() ?? loadDashboardPages()).catch(() => undefined);
}

/** A page that could not load (the session or the page's code), with Retry. */
function FullPageMessage({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 text-sm text-zinc-500 dark:text-zinc-400" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * Once React has taken over the server's markup of the page, the root stops saying it is the server's: pre-hydration.js
 * then makes the press it kept, and browser tests wait for it. Rendered with the page, inside its Suspense boundary,
 * so it runs once the page itself is hydrated (React hydrates a boundary after the rest, a few milliseconds at a time).
 */
function ServerMarkupTaken() {
  useEffect(() => document.getElementById('root')?.removeAttribute(SERVER_RENDERED_ATTRIBUTE), []);
  return null;
}

const withServerMarkupTaken = (content: ReactNode) => (
  <>
    {content}
    <ServerMarkupTaken />
  </>
);

function Page() {
  const { t } = useTranslation();
  const [session, retrySession] = useStartupSession();
  const path = useCurrentPath();
  const user = session.status === 'success' ? session.data.user : null;
  const isAuthPage = AUTH_PATHS.has(path);
  const isOpenPage = OPEN_PATHS.has(path);
  const hasStartup = user?.startup_id !== null;
  const memberRedirect = isAuthPage || path === '/' || path === NEW_STARTUP_PATH ? '/dashboard' : null;
  const accountRedirect = hasStartup ? memberRedirect : path === NEW_STARTUP_PATH || isOpenPage ? null : NEW_STARTUP_PATH;
  const redirect = session.status === 'success' ? (user ? accountRedirect : isAuthPage || isOpenPage ? null : '/login') : null;

  useEffect(() => {
    if (redirect) goTo(redirect);
  }, [redirect]);

  const loading = (
    <PageSkeleton
      isAuthPage={isAuthPage || isOpenPage || path === NEW_STARTUP_PATH || (session.status === 'success' && !user)}
      label={t('common.loading')}
    />
  );
  if (session.status === 'pending' || redirect) return withServerMarkupTaken(loading);
  if (session.status === 'error')
    return withServerMarkupTaken(<FullPageMessage message={t('errors.sessionLoad')} onRetry={retrySession} />);
  const page = isOpenPage ? (
    path === '/invite' ? (
      <InvitePage />
    ) : path === '/confirm-email' ? (
      <ConfirmEmailPage />
    ) : (
      <ResetPasswordPage />
    )
  ) : !user ? (
    path === '/register' ? (
      <RegisterPage />
    ) : path === '/forgot-password' ? (
      <ForgotPasswordPage />
    ) : (
      <LoginPage />
    )
  ) : !hasStartup ? (
    <NewStartupPage />
  ) : path === '/account' ? (
    <AccountPage user={user} />
  ) : path === '/profile' ? (
    <ProfilePage />
  ) : path === '/startup' ? (
    <StartupPage />
  ) : path.startsWith('/applications') ? (
    <ApplicationsPage />
  ) : path === '/dashboard' ? (
    <OverviewPage user={user} />
  ) : (
    <NotFoundPage />
  );
  // The same skeleton stays up until the page's chunk has arrived: one loading state, no flash.
  return (
    <LoadBoundary fallback={<FullPageMessage message={t('errors.pageLoad')} onRetry={() => window.location.reload()} />}>
      <Suspense fallback={loading}>{withServerMarkupTaken(page)}</Suspense>
    </LoadBoundary>
  );
}

export function App() {
  return (
    <>
      <Page />
      <NotificationToaster />
    </>
  );
}
