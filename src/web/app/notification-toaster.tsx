import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LoadBoundary } from './load-boundary';
import { loadSonner, notificationsStarted } from './notifications';
import { useTheme } from './theme';

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** Where notifications appear; mounted with the first one (sonner shows toasts made before it mounted). */
export function NotificationToaster() {
  const [theme] = useTheme();
  const hasStarted = useSyncExternalStore(notificationsStarted.subscribe, notificationsStarted.get);
  if (!hasStarted) return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <Toaster theme={theme} position="top-right" richColors closeButton />
      </Suspense>
    </LoadBoundary>
  );
}
