import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { ModalName } from '../../shared/modals';
import { ConfirmDialog } from '../components/confirm-dialog';
import './headless-focus-history';
import { LoadBoundary } from './load-boundary';
import type { ModalContext } from './modal-host';
import { modalComponent } from './modal-registry';
import { useBackCloses } from './use-back-closes';
import { ModalCloserContext, type ModalCloser, type UnsavedForm } from './unsaved-changes';

/**
 * The dialog around the open modal, loaded with the first modal (Headless UI is ~15 KB
 * gzipped). The content unmounts on close, which is what cleans up its editors and pickers.
 */
export default function ModalDialog({
  openName,
  context,
  onClose,
}: {
  openName: ModalName | null;
  context: ModalContext;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const Content = openName ? modalComponent(openName) : null;
  const message = (text: string) => <p className="px-6 py-10 text-center text-sm text-zinc-500">{text}</p>;
  return (
    <GuardedDialog name={openName ?? undefined} isOpen={openName !== null} onClose={onClose}>
      {(close) =>
        openName &&
        Content && (
          <LoadBoundary key={`${openName}:${context.founderId ?? ''}:${context.deckId ?? ''}`} fallback={message(t('errors.network'))}>
            <Suspense fallback={message(t('common.loading'))}>
              <Content name={openName} context={context} onClose={close} />
            </Suspense>
          </LoadBoundary>
        )
      }
    </GuardedDialog>
  );
}

/**
 * A modal dialog (`data-modal="<name>"`) whose content may hold unsaved changes: it closes on Escape,
 * the backdrop or Back, traps and returns focus, and locks page scroll; every way out asks first while
 * a form under `useUnsavedChangesGuard` holds something unsaved. Also a page's own dialog (an
 * application's history), outside the modal host.
 */
export function GuardedDialog({
  name,
  isOpen,
  onClose,
  children,
}: {
  name: string | undefined;
  isOpen: boolean;
  onClose: () => void;
  /** The content, given the guarded close. */
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { form, closer, pendingClose, keepEditing, discard } = useUnsavedChangesConfirm(onClose);
  const close = useCallback(() => closer.requestClose(), [closer]);
  useBackCloses(isOpen, close);
  return (
    <Dialog open={isOpen} onClose={close} className="fixed inset-0 z-50 overflow-y-auto" data-modal={name}>
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-zinc-950/50 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none"
      />
      {/* Below sm the modal is a full-height sheet: header and footer stay on screen, the body between them scrolls. */}
      <div className="relative flex min-h-full items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          transition
          className="flex h-dvh w-full max-w-2xl min-w-0 lg:has-[[data-modal-wide]]:max-w-6xl flex-col overflow-hidden bg-white shadow-2xl transition duration-200 data-closed:translate-y-2 data-closed:opacity-0 motion-reduce:transition-none sm:h-auto sm:rounded-xl sm:border sm:border-zinc-200 dark:bg-zinc-900 sm:dark:border-zinc-800"
        >
          <ModalCloserContext.Provider value={closer}>{children(close)}</ModalCloserContext.Provider>
          <ConfirmDialog
            message={pendingClose ? (form?.discardMessage ?? t('edits.discard.message')) : null}
            title={t('edits.discard.title')}
            confirmLabel={t('edits.discard.confirm')}
            cancelLabel={t('edits.discard.keepEditing')}
            onConfirm={discard}
            onCancel={keepEditing}
          />
          {form?.isUnsaved && <LeavePageGuard />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** Every way out of a form with unsaved changes (Escape, backdrop, ×, Cancel) asks "Discard unsaved changes?" first. */
function useUnsavedChangesConfirm(onClose: () => void) {
  const formRef = useRef<UnsavedForm | null>(null);
  const [form, setForm] = useState<UnsavedForm | null>(null);
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);
  const closer = useMemo<ModalCloser>(
    () => ({
      register: (next) => {
        formRef.current = next;
        setForm(next);
      },
      requestClose: (then = onClose) => {
        if (formRef.current?.isUnsaved) setPendingClose(() => then);
        else then();
      },
    }),
    [onClose],
  );
  const keepEditing = useCallback(() => setPendingClose(null), []);
  const discard = useCallback(() => {
    formRef.current?.onDiscard();
    formRef.current = null;
    setPendingClose(null);
    pendingClose?.();
  }, [pendingClose]);
  return { form, closer, pendingClose, keepEditing, discard };
}

/** While a form holds unsaved changes, leaving or reloading the page asks too (the browser's own prompt). */
function LeavePageGuard() {
  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, []);
  return null;
}
