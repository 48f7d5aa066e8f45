/**
 * Downloads code the page will likely need next once it has loaded and the browser is idle
 * (issue 15: the first modal opens without waiting on the network), one task per idle period
 * so nothing delays input. Nothing is fetched when the visitor asked to save data or is on a
 * 2G connection: there the download waits for a pointer, focus or click, as before.
 */

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the browser says data is expensive or slow (Data Saver on, or a 2G connection). */
export function isConstrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

/** Runs `task` when the browser is idle; returns a cancel function. Safari has no requestIdleCallback: a short timeout stands in for it. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 300);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `tasks` in order, each in its own idle period after the page's load event and after the
 * previous task's download settled (most likely needed first). Returns a cancel function.
 */
export function prefetchWhenIdle(tasks: ReadonlyArray<() => Promise<unknown>>): () => void {
  if (isConstrainedConnection()) return () => {};
  let cancelled = false;
  let cancelPending = () => {};
  const runFrom = (index: number) => {
    if (cancelled || index >= tasks.length) return;
    cancelPending = whenIdle(() => {
      if (cancelled) return;
      // A failed download is retried when the modal opens; it does not stop the next ones.
      tasks[index]!()
        .catch(() => undefined)
        .finally(() => runFrom(index + 1));
    });
  };
  const start = () => runFrom(0);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    cancelPending();
    window.removeEventListener('load', start);
  };
}
