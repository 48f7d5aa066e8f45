import { NOTIFICATION_DURATION_MS } from '../../shared/constants';

type Sonner = typeof import('sonner');
type NotificationKind = 'success' | 'error' | 'info';

let sonner: Promise<Sonner> | undefined;
const startListeners = new Set<() => void>();

/** Sonner is downloaded with the first notification, so a page that shows none never pays for it. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    startListeners.forEach((listener) => listener());
  }
  return sonner;
}

/** Whether any notification has been asked for yet (for `useSyncExternalStore`). */
export const notificationsStarted = {
  subscribe(listener: () => void): () => void {
    startListeners.add(listener);
    return () => startListeners.delete(listener);
  },
  get: (): boolean => sonner !== undefined,
};

function show(kind: NotificationKind, message: string): void {
  const options = { duration: NOTIFICATION_DURATION_MS };
  loadSonner().then(
    ({ toast }) => (kind === 'info' ? toast(message, options) : toast[kind](message, options)),
    (error: unknown) => console.error('Notifications could not load; not shown:', message, error),
  );
}

/** The one notification service every feature uses (SPEC §4: auto-dismiss after 5000 ms). */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
