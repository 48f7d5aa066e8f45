import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when it starts or stops matching (a rotated phone, a resized
 * window). Undefined on the server and while the browser hydrates its page: the markup must then suit every screen.
 */
export function useMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
