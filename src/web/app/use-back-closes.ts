import { useEffect } from 'react';

/**
 * Back closes the open modal instead of leaving the dashboard, as on a phone's own apps (issue 35).
 * While one is open, the page has one history entry of its own, with the same URL; Back takes it
 * off and asks to close (a form with unsaved changes asks first, and stays open with its entry back
 * if the founder keeps editing). Closed any other way, the entry goes too, so Back then does what it
 * did before.
 */
const KEY = 'modal';

/** Modals opened on this page: with the time, an id no entry left by an earlier page load carries. */
let opened = 0;

/** While an entry is being taken off (history.back() is asynchronous), what waits for it to be gone. */
let waiting: (() => void)[] | null = null;

function whenSettled(run: () => void): void {
  if (waiting) waiting.push(run);
  else run();
}

function isEntry(id: string): boolean {
  return (history.state as Record<string, unknown> | null)?.[KEY] === id;
}

function pushEntry(id: string): void {
  if (!isEntry(id)) history.pushState({ ...(history.state as object | null), [KEY]: id }, '');
}

/** Takes the entry off, if the page still stands on it; the pop this causes is nobody else's news. */
function dropEntry(id: string): void {
  if (!isEntry(id)) return;
  waiting = [];
  window.addEventListener(
    'popstate',
    (event) => {
      event.stopImmediatePropagation();
      const queued = waiting ?? [];
      waiting = null;
      for (const run of queued) run();
    },
    { once: true, capture: true },
  );
  history.back();
}

export function useBackCloses(isOpen: boolean, requestClose: () => void): void {
  useEffect(() => {
    if (!isOpen) return;
    // A fresh id: an entry left by a reload while open is not this one, so closing never goes back past the page.
    const id = `${Date.now()}-${(opened += 1)}`;
    whenSettled(() => pushEntry(id));
    const handlePop = () => {
      if (isEntry(id)) return;
      pushEntry(id);
      requestClose();
    };
    window.addEventListener('popstate', handlePop);
    return () => {
      window.removeEventListener('popstate', handlePop);
      whenSettled(() => dropEntry(id));
    };
  }, [isOpen, requestClose]);
}
