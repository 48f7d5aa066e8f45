import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup (entry-server.tsx), true once the app runs.
 * A form's submit button waits for it: pressed (or Enter in a field) before, the browser would send the form itself, as a GET.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
