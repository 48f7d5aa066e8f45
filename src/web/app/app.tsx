import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { Button } from '../components/button';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { OverviewPage, ProfilePage, StartupPage } from '../features/dashboard/pages';
import { currentPath, goTo } from '../lib/navigation';
import { useSession } from '../lib/session';
import { useTheme } from './theme';

const AUTH_PATHS = new Set(['/login', '/register']);

function FullPageMessage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 text-sm text-zinc-500 dark:text-zinc-400" role={onRetry ? 'alert' : 'status'}>
      <p>{message}</p>
      {onRetry && <Button variant="secondary" onClick={onRetry}>{t('common.retry')}</Button>}
    </div>
  );
}

function Page() {
  const { t } = useTranslation();
  const session = useSession();
  const path = currentPath();
  const user = session.data?.user;
  const isAuthPage = AUTH_PATHS.has(path);
  const redirect = session.isSuccess ? (user ? (isAuthPage || path === '/' ? '/dashboard' : null) : isAuthPage ? null : '/login') : null;

  useEffect(() => {
    if (redirect) goTo(redirect);
  }, [redirect]);

  if (session.isPending || redirect) return <FullPageMessage message={t('common.loading')} />;
  if (session.isError) return <FullPageMessage message={t('errors.sessionLoad')} onRetry={() => void session.refetch()} />;
  if (!user) return path === '/register' ? <RegisterPage /> : <LoginPage />;
  if (path === '/profile') return <ProfilePage />;
  if (path === '/startup') return <StartupPage />;
  return <OverviewPage user={user} />;
}

export function App() {
  const [theme] = useTheme();
  return (
    <>
      <Page />
      <Toaster theme={theme} position="top-right" richColors closeButton />
    </>
  );
}
