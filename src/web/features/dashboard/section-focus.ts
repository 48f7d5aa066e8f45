const HIGHLIGHT_MS = 1600;
const SETTLE_MS = 1500;

let stopPrevious: (() => void) | undefined;

/**
 * Brings the card the sidebar link named (`/startup#pitchDeck`) into view, marks it briefly and
 * moves focus to it. Cards above it grow as their summaries load, so it is kept in view until
 * they settle, unless the founder scrolls first.
 */
export function focusSectionFromHash(): void {
  stopPrevious?.();
  const card = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
  // Only a section card (SectionCard); other hashes such as the skip link's #main are left to the browser.
  if (card?.tagName !== 'SECTION' || card.tabIndex !== -1) return;

  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  card.classList.add('is-visible');
  card.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  card.focus({ preventScroll: true });
  card.setAttribute('data-highlight', '');

  const keepInView = new ResizeObserver(() => card.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' }));
  const grid = card.closest('main');
  if (grid) keepInView.observe(grid);
  const stopKeeping = () => keepInView.disconnect();
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const type of userEvents) window.addEventListener(type, stopKeeping, { once: true, passive: true });
  const settle = window.setTimeout(stopKeeping, SETTLE_MS);
  const unmark = window.setTimeout(() => card.removeAttribute('data-highlight'), HIGHLIGHT_MS);

  stopPrevious = () => {
    stopKeeping();
    for (const type of userEvents) window.removeEventListener(type, stopKeeping);
    window.clearTimeout(settle);
    window.clearTimeout(unmark);
    card.removeAttribute('data-highlight');
  };
}
