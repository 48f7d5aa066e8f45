import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme'; // read before first paint by public/pre-hydration.js

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
// The server cannot know it: a server-rendered page hydrates as light, then shows the theme pre-hydration.js set.
const serverTheme = (): Theme => 'light';

/** The current theme; first visit follows the system (pre-hydration.js set the class). Every user of it follows a change. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  const update = useCallback((next: Theme) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage blocked: the theme still applies to this page.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [theme, update];
}
