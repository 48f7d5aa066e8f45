import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalName } from '../../shared/modals';
import './headless-focus-history';
import { LoadBoundary } from './load-boundary';
import { modalComponent } from './modal-registry';

/**
 * The dialog around the open modal, loaded with the first modal (Headless UI is ~15 KB
 * gzipped). Its Dialog closes on Escape, traps and returns focus, and locks page scroll.
 * The content unmounts on close, which is what cleans up its editors and pickers.
 */
export default function ModalDialog({ openName, onClose }: { openName: ModalName | null; onClose: () => void }) {
  const { t } = useTranslation();
  const Content = openName ? modalComponent(openName) : null;
  const message = (text: string) => <p className="px-6 py-10 text-center text-sm text-zinc-500">{text}</p>;
  return (
    <Dialog open={openName !== null} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto" data-modal={openName ?? undefined}>
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-zinc-950/50 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none"
      />
      {/* Below sm the modal is a full-height sheet: header and footer stay on screen, the body between them scrolls. */}
      <div className="relative flex min-h-full items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          transition
          className="flex h-dvh w-full max-w-2xl min-w-0 flex-col overflow-hidden bg-white shadow-2xl transition duration-200 data-closed:translate-y-2 data-closed:opacity-0 motion-reduce:transition-none sm:h-auto sm:rounded-xl sm:border sm:border-zinc-200 dark:bg-zinc-900 sm:dark:border-zinc-800"
        >
          {openName && Content && (
            <LoadBoundary key={openName} fallback={message(t('errors.network'))}>
              <Suspense fallback={message(t('common.loading'))}>
                <Content name={openName} onClose={onClose} />
              </Suspense>
            </LoadBoundary>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
