import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { loadFormTexts } from '../i18n';
import { currentPath, goTo } from '../lib/navigation';
import { useStartupSession } from '../lib/startup-session';
import { LoadBoundary } from './load-boundary';
import { NotificationToaster } from './notification-toaster';
import { PageSkeleton } from './page-skeleton';

const AUTH_PATHS = new Set(['/login', '/register']);

// Each page is its own chunk, so the login page never downloads the dashboard and vice versa;
// the login and register forms also bring the forms' texts (i18n/load-catalog.ts).
const withFormTexts = <Module,>(page: Promise<Module>) => Promise.all([page, loadFormTexts()]).then(([module]) => module);
const loadLoginPage = () => withFormTexts(import('../features/auth/login-page'));
const loadRegisterPage = () => withFormTexts(import('../features/auth/register-page'));
const loadDashboardPages = () => import('../features/dashboard/pages');

const LoginPage = lazy(() => loadLoginPage().then((page) => ({ default: page.LoginPage })));
const RegisterPage = lazy(() => loadRegisterPage().then((page) => ({ default: page.RegisterPage })));
const OverviewPage = lazy(() => loadDashboardPages().then((pages) => ({ default: pages.OverviewPage })));
const ProfilePage = lazy(() => loadDashboardPages().then((pages) => ({ default: pages.ProfilePage })));
const StartupPage = lazy(() => loadDashboardPages().then((pages) => ({ default: pages.StartupPage })));
const NotFoundPage = lazy(() => loadDashboardPages().then((pages) => ({ default: pages.NotFoundPage })));

/** Starts downloading the page the path asks for while the session is still being checked. */
export function preloadPage(path: string): void {
  if (path === '/login') void loadLoginPage();
  else if (path === '/register') void loadRegisterPage();
  else void loadDashboardPages();
}

/** A page that could not load (the session or the page's code), with Retry. */
function FullPageMessage({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 text-sm text-zinc-500 dark:text-zinc-400" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}

function Page() {
  const { t } = useTranslation();
  const [session, retrySession] = useStartupSession();
  const path = currentPath();
  const user = session.status === 'success' ? session.data.user : null;
  const isAuthPage = AUTH_PATHS.has(path);
  const redirect = session.status === 'success' ? (user ? (isAuthPage || path === '/' ? '/dashboard' : null) : isAuthPage ? null : '/login') : null;

  useEffect(() => {
    if (redirect) goTo(redirect);
  }, [redirect]);

  const loading = <PageSkeleton isAuthPage={isAuthPage || (session.status === 'success' && !user)} label={t('common.loading')} />;
  if (session.status === 'pending' || redirect) return loading;
  if (session.status === 'error') return <FullPageMessage message={t('errors.sessionLoad')} onRetry={retrySession} />;
  const page = !user ? (path === '/register' ? <RegisterPage /> : <LoginPage />)
    : path === '/profile' ? <ProfilePage />
    : path === '/startup' ? <StartupPage />
    : path === '/dashboard' ? <OverviewPage user={user} />
    : <NotFoundPage />;
  // The same skeleton stays up until the page's chunk has arrived: one loading state, no flash.
  return (
    <LoadBoundary fallback={<FullPageMessage message={t('errors.pageLoad')} onRetry={() => window.location.reload()} />}>
      <Suspense fallback={loading}>{page}</Suspense>
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
