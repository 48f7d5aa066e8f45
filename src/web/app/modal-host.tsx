import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { isModalName, type ModalName } from '../../shared/modals';

export const OPEN_MODAL_EVENT = 'open-modal';
export const CLOSE_MODAL_EVENT = 'close-modal';

const loadModalDialog = () => import('./modal-dialog');
const ModalDialog = lazy(loadModalDialog);

/** What an open-modal event may carry besides the name: which founder add-founder-modal edits (none: add mode). */
export interface ModalContext {
  founderId?: string;
}

export function openModal(name: ModalName, context: ModalContext = {}): void {
  window.dispatchEvent(new CustomEvent(OPEN_MODAL_EVENT, { detail: { ...context, name } }));
}

function contextOf(detail: { founderId?: unknown }): ModalContext {
  return typeof detail.founderId === 'string' ? { founderId: detail.founderId } : {};
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
 * and clicks on `[data-modal-target]`; one modal at a time. The dialog and the modal's
 * code download when a pointer or focus reaches an opener, or at the latest on open.
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
      const detail: { name?: unknown; founderId?: unknown } = (event as CustomEvent<{ name?: unknown; founderId?: unknown } | null>).detail ?? {};
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
      void import('./modal-registry').then(({ preloadModal }) => preloadModal(target.name));
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

  if (!hasOpened) return null;
  // Until the dialog's code arrives (first open only) the page stays as it is: no half-drawn dialog.
  return (
    <Suspense fallback={null}>
      <ModalDialog openName={opened?.name ?? null} context={opened?.context ?? {}} onClose={close} />
    </Suspense>
  );
}
