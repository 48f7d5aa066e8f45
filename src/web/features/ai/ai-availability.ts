import { useSyncExternalStore } from 'react';

// The page's meta tag says whether AI_PROVIDER is set; a 503 later (the server restarted without it) turns it off too.
let isAssistantOff = document.querySelector<HTMLMetaElement>('meta[name="ai-assistant"]')?.content === 'off';
const listeners = new Set<() => void>();

export function markAssistantOff(): void {
  if (isAssistantOff) return;
  isAssistantOff = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when the server has no AI_PROVIDER (for the rest of this page's life). */
export function useAssistantOff(): boolean {
  return useSyncExternalStore(subscribe, () => isAssistantOff);
}
