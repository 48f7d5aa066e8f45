import { useCallback, useState } from 'react';

function read<T>(key: string, fallback: () => T): T {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? fallback() : (JSON.parse(stored) as T);
  } catch {
    return fallback();
  }
}

/** useState that survives reloads through localStorage (private mode: memory only). */
export function useStoredState<T>(key: string, fallback: () => T): [T, (value: T) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice still holds for this page.
      }
    },
    [key],
  );
  return [value, update];
}
