import { useEffect, type RefObject } from 'react';

/** The nearest ancestor that scrolls (a phone sheet's body), else the page. */
function scroller(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return document.scrollingElement as HTMLElement | null;
}

function keepInView(element: HTMLElement): void {
  // Within its scrolling sheet: the sheet's footer is outside it, so nothing there covers it.
  element.scrollIntoView({ block: 'nearest' });
  // An on-screen keyboard shrinks the visual viewport, not the layout one: what it covers scrolls up past it.
  const viewport = window.visualViewport;
  if (!viewport) return;
  const covered = element.getBoundingClientRect().bottom - (viewport.offsetTop + viewport.height);
  if (covered > 0) scroller(element)?.scrollBy({ top: covered });
}

/**
 * Keeps `ref`'s element (the assistant's panel or its changes bar under an editor) in view when `status` changes, as
 * `text` grows (Stop under it moves down), and when the on-screen keyboard comes or goes (issue 35:
 * on a phone it streamed out of sight behind the sheet's footer).
 */
export function useKeptInView(ref: RefObject<HTMLElement | null>, status: string, text: string): void {
  useEffect(() => {
    if (status === 'idle') return;
    const frame = requestAnimationFrame(() => ref.current && keepInView(ref.current));
    return () => cancelAnimationFrame(frame);
  }, [ref, status, text]);

  useEffect(() => {
    const viewport = window.visualViewport;
    if (status === 'idle' || !viewport) return;
    const handleResize = () => ref.current && keepInView(ref.current);
    viewport.addEventListener('resize', handleResize);
    return () => viewport.removeEventListener('resize', handleResize);
  }, [ref, status]);
}
