import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { LoadBoundary } from './load-boundary';
import { loadSonner, notificationsStarted } from './notifications';
import { useTheme } from './theme';

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** Where notifications appear; mounted with the first one (sonner shows toasts made before it mounted). */
export function NotificationToaster() {
  const [theme] = useTheme();
  const { i18n } = useTranslation();
  const dir = i18n.dir();
  const hasStarted = useSyncExternalStore(notificationsStarted.subscribe, notificationsStarted.get, () => false);
  if (!hasStarted) return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        {/* Mirrored with the page: the top corner at the end of the line (right in English, left in Arabic). */}
        <Toaster theme={theme} dir={dir} position={dir === 'rtl' ? 'top-left' : 'top-right'} richColors closeButton />
      </Suspense>
    </LoadBoundary>
  );
}
