import { Suspense, useCallback, useEffect, useState } from 'react';
import { isModalName, MODAL_NAMES, MODALS, type ModalName } from '../../shared/modals';
import { prefetchWhenIdle } from './idle-prefetch';
import { preloadable } from './preloadable';

export const OPEN_MODAL_EVENT = 'open-modal';
export const CLOSE_MODAL_EVENT = 'close-modal';

// Renders at once when its code has arrived (prefetched, or preloaded on pointer or focus): no Suspense delay.
const ModalDialog = preloadable(() => import('./modal-dialog').then((module) => module.default));
// A failed download shows when the dialog opens (its Retry), not as an unhandled rejection here.
const loadModalDialog = () => ModalDialog.preload().catch(() => undefined);
const preloadModal = (name: ModalName) => import('./modal-registry').then((registry) => registry.preloadModal(name));

/** The startup brief first: it is opened most and carries the editor, the heaviest code. */
const PREFETCH_ORDER = [MODALS.startupBrief, ...MODAL_NAMES.filter((name) => name !== MODALS.startupBrief)];

/**
 * What an open-modal event may carry besides the name: which founder add-founder-modal edits (none: add mode),
 * which deck deck-draft-modal drafts from (none: the primary deck), whether a form opens on the profile's
 * translation (DESIGN §14; none: on the original).
 */
export interface ModalContext {
  founderId?: string;
  deckId?: string;
  version?: 'translation';
}

export function openModal(name: ModalName, context: ModalContext = {}): void {
  window.dispatchEvent(new CustomEvent(OPEN_MODAL_EVENT, { detail: { ...context, name } }));
}

function contextOf(detail: { founderId?: unknown; deckId?: unknown; version?: unknown }): ModalContext {
  return {
    ...(typeof detail.founderId === 'string' && { founderId: detail.founderId }),
    ...(typeof detail.deckId === 'string' && { deckId: detail.deckId }),
    ...(detail.version === 'translation' && { version: detail.version }),
  };
}

export function closeModal(): void {
  window.dispatchEvent(new CustomEvent(CLOSE_MODAL_EVENT));
}

function modalTarget(event: Event): { opener: Element; name: ModalName } | null {
  const opener = (event.target as Element | null)?.closest?.('[data-modal-target]');
  const name = opener?.getAttribute('data-modal-target');
  return opener && isModalName(name) ? { opener, name } : null;
}

/**
 * The one modal host (SPEC §2, DESIGN §5): `open-modal` / `close-modal` window events
 * and clicks on `[data-modal-target]`; one modal at a time. The dialog and the modals'
 * code download when the dashboard is idle (not on a data-saving or 2G connection), when a
 * pointer or focus reaches an opener, or at the latest on open.
 */
export function ModalHost() {
  const [opened, setOpened] = useState<{ name: ModalName; context: ModalContext } | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const open = useCallback((name: ModalName, context: ModalContext = {}) => {
    setOpened({ name, context });
    setHasOpened(true);
  }, []);
  const close = useCallback(() => setOpened(null), []);

  useEffect(() => {
    const handleOpen = (event: Event) => {
      const detail: { name?: unknown; founderId?: unknown; deckId?: unknown } =
        (event as CustomEvent<{ name?: unknown; founderId?: unknown; deckId?: unknown } | null>).detail ?? {};
      if (isModalName(detail.name)) open(detail.name, contextOf(detail));
      else console.error('open-modal: unknown modal', detail.name);
    };
    const handleClick = (event: MouseEvent) => {
      const target = modalTarget(event);
      if (!target) return;
      event.preventDefault();
      open(target.name);
    };
    const handleIntent = (event: Event) => {
      const target = modalTarget(event);
      if (!target) return;
      void loadModalDialog();
      void preloadModal(target.name);
    };
    window.addEventListener(OPEN_MODAL_EVENT, handleOpen);
    window.addEventListener(CLOSE_MODAL_EVENT, close);
    document.addEventListener('click', handleClick);
    document.addEventListener('pointerover', handleIntent);
    document.addEventListener('focusin', handleIntent);
    return () => {
      window.removeEventListener(OPEN_MODAL_EVENT, handleOpen);
      window.removeEventListener(CLOSE_MODAL_EVENT, close);
      document.removeEventListener('click', handleClick);
      document.removeEventListener('pointerover', handleIntent);
      document.removeEventListener('focusin', handleIntent);
    };
  }, [open, close]);

  // Once the dashboard has loaded and the browser is idle, the dialog and the modals download (issue 15).
  useEffect(
    () =>
      prefetchWhenIdle([
        () => Promise.all([loadModalDialog(), preloadModal(PREFETCH_ORDER[0]!)]),
        ...PREFETCH_ORDER.slice(1).map((name) => () => preloadModal(name)),
      ]),
    [],
  );

  if (!hasOpened) return null;
  // Until the dialog's code arrives (first open only) the page stays as it is: no half-drawn dialog.
  return (
    <Suspense fallback={null}>
      <ModalDialog openName={opened?.name ?? null} context={opened?.context ?? {}} onClose={close} />
    </Suspense>
  );
}
