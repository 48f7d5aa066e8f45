import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { isModalName, type ModalName } from '../../shared/modals';

export const OPEN_MODAL_EVENT = 'open-modal';
export const CLOSE_MODAL_EVENT = 'close-modal';

const loadModalDialog = () => import('./modal-dialog');
const ModalDialog = lazy(loadModalDialog);

export function openModal(name: ModalName): void {
  window.dispatchEvent(new CustomEvent(OPEN_MODAL_EVENT, { detail: { name } }));
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
  const [openName, setOpenName] = useState<ModalName | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const open = useCallback((name: ModalName) => {
    setOpenName(name);
    setHasOpened(true);
  }, []);
  const close = useCallback(() => setOpenName(null), []);

  useEffect(() => {
    const handleOpen = (event: Event) => {
      const name = (event as CustomEvent<{ name?: unknown }>).detail?.name;
      if (isModalName(name)) open(name);
      else console.error('open-modal: unknown modal', name);
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
      <ModalDialog openName={openName} onClose={close} />
    </Suspense>
  );
}
