import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isModalName, type ModalName } from '../../shared/modals';
import { modalComponent } from './modal-registry';

export const OPEN_MODAL_EVENT = 'open-modal';
export const CLOSE_MODAL_EVENT = 'close-modal';

export function openModal(name: ModalName): void {
  window.dispatchEvent(new CustomEvent(OPEN_MODAL_EVENT, { detail: { name } }));
}

export function closeModal(): void {
  window.dispatchEvent(new CustomEvent(CLOSE_MODAL_EVENT));
}

/**
 * The one modal host (SPEC §2, DESIGN §5): `open-modal` / `close-modal` window events
 * and clicks on `[data-modal-target]`; one modal at a time. Headless UI's Dialog
 * closes on Escape, traps and returns focus, and locks page scroll while open.
 * The content unmounts on close, which is what cleans up its editors and pickers.
 */
export function ModalHost() {
  const { t } = useTranslation();
  const [openName, setOpenName] = useState<ModalName | null>(null);
  const close = useCallback(() => setOpenName(null), []);

  useEffect(() => {
    const handleOpen = (event: Event) => {
      const name = (event as CustomEvent<{ name?: unknown }>).detail?.name;
      if (isModalName(name)) setOpenName(name);
      else console.error('open-modal: unknown modal', name);
    };
    const handleClick = (event: MouseEvent) => {
      const opener = (event.target as Element | null)?.closest?.('[data-modal-target]');
      const name = opener?.getAttribute('data-modal-target');
      if (!opener || !isModalName(name)) return;
      event.preventDefault();
      setOpenName(name);
    };
    window.addEventListener(OPEN_MODAL_EVENT, handleOpen);
    window.addEventListener(CLOSE_MODAL_EVENT, close);
    document.addEventListener('click', handleClick);
    return () => {
      window.removeEventListener(OPEN_MODAL_EVENT, handleOpen);
      window.removeEventListener(CLOSE_MODAL_EVENT, close);
      document.removeEventListener('click', handleClick);
    };
  }, [close]);

  const Content = openName ? modalComponent(openName) : null;
  return (
    <Dialog open={openName !== null} onClose={close} className="fixed inset-0 z-50 overflow-y-auto" data-modal={openName ?? undefined}>
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-zinc-950/50 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none"
      />
      <div className="relative flex min-h-full items-end justify-center p-4 sm:items-center">
        <DialogPanel
          transition
          className="w-full max-w-2xl overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-2xl transition duration-200 data-closed:translate-y-2 data-closed:opacity-0 motion-reduce:transition-none dark:border-zinc-800 dark:bg-zinc-900"
        >
          {openName && Content && (
            <Suspense fallback={<p className="px-6 py-10 text-center text-sm text-zinc-500">{t('common.loading')}</p>}>
              <Content key={openName} name={openName} onClose={close} />
            </Suspense>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
