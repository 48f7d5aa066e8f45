import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { Activity, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { MODALS, type ModalName } from '../../shared/modals';
import { ConfirmDialog } from '../components/confirm-dialog';
import './headless-focus-history';
import { LoadBoundary } from './load-boundary';
import type { ModalContext } from './modal-host';
import { modalComponent } from './modal-registry';
import { ModalCloserContext, type ModalCloser, type UnsavedForm } from './unsaved-changes';

interface ModalDialogProps {
  openName: ModalName | null;
  context: ModalContext;
  onClose: () => void;
}

/** Opened most, and the heaviest to build: its seven editors' fields and toolbars. */
const PRERENDERED = MODALS.startupBrief;

/**
 * The dialog around the open modal, loaded when the dashboard is idle or with the first modal (Headless UI is
 * ~15 KB gzipped). Until the first open it builds the startup brief's modal out of sight, when the page has its
 * opener: in a hidden Activity the modal is rendered and in the page, hidden, its effects not run. Its first open
 * then only shows it; building the form was most of a click's work (docs/quality.md). The dialog is first mounted
 * closed, in sight: until one of its components has run its effects Headless UI renders nothing, and a hidden
 * Activity runs none.
 */
export default function ModalDialog({ openName, context, onClose }: ModalDialogProps) {
  const [stage, setStage] = useState<'mounting' | 'prerendered' | 'opened'>('mounting');
  if (openName !== null && stage !== 'opened') setStage('opened');
  useEffect(() => {
    if (stage === 'mounting' && document.querySelector(`[data-modal-target="${PRERENDERED}"]`)) setStage('prerendered');
  }, [stage]);
  const shownName = stage === 'prerendered' ? PRERENDERED : openName;
  const { founderId } = context;
  // The same element while the same modal shows: opening the prerendered one commits what is built, with no new render.
  const dialog = useMemo(
    () => <DialogFrame openName={shownName} context={founderId ? { founderId } : {}} onClose={onClose} />,
    [shownName, founderId, onClose],
  );
  return (
    <Activity key={stage === 'mounting' ? 'mounting' : 'dialog'} mode={stage === 'prerendered' ? 'hidden' : 'visible'}>
      {dialog}
    </Activity>
  );
}

/**
 * Headless UI's Dialog: it closes on Escape, traps focus, and locks page scroll; focus goes back to the opener.
 * The content unmounts on close, which is what cleans up its editors and pickers.
 */
function DialogFrame({ openName, context, onClose }: ModalDialogProps) {
  const { t } = useTranslation();
  const { form, closer, pendingClose, keepEditing, discard } = useUnsavedChangesConfirm(onClose);
  const Content = openName ? modalComponent(openName) : null;
  const message = (text: string) => <p className="px-6 py-10 text-center text-sm text-zinc-500">{text}</p>;
  const close = useCallback(() => closer.requestClose(), [closer]);
  const opener = useOpener(openName);
  return (
    <Dialog open={openName !== null} onClose={close} className="fixed inset-0 z-50 overflow-y-auto" data-modal={openName ?? undefined}>
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
          <ModalCloserContext.Provider value={closer}>
            {openName && Content && (
              <LoadBoundary key={`${openName}:${context.founderId ?? ''}`} fallback={message(t('errors.network'))}>
                <Suspense fallback={message(t('common.loading'))}>
                  <Content name={openName} context={context} onClose={close} />
                </Suspense>
              </LoadBoundary>
            )}
          </ModalCloserContext.Provider>
          <ConfirmDialog
            message={pendingClose ? t('edits.discard.message') : null}
            title={t('edits.discard.title')}
            confirmLabel={t('edits.discard.confirm')}
            cancelLabel={t('edits.discard.keepEditing')}
            onConfirm={discard}
            onCancel={keepEditing}
          />
          {form?.isUnsaved && <LeavePageGuard />}
          <FocusOpenerWhenGone opener={opener} />
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

/**
 * The element the dialog was opened from, read as it opens (a layout effect: before Headless UI moves focus into the
 * dialog). Safari does not focus a clicked button: then the page's first opener of that modal.
 */
function useOpener(openName: ModalName | null): RefObject<HTMLElement | null> {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!openName) return;
    const focused = document.activeElement;
    // A modal opened from another (the founders' "Add founder") gives focus back where the first one was opened from.
    opener.current ??= focused instanceof HTMLElement && focused !== document.body ? focused : document.querySelector<HTMLElement>(`[data-modal-target="${openName}"]`);
  }, [openName]);
  return opener;
}

/**
 * Gives focus back to the opener once the dialog has gone (its closing transition over). Headless UI does too, to the
 * element it saw focused when the dialog was first rendered: for a modal built out of sight before the click
 * (modal-host.tsx), that is whatever had focus then. This runs after it, on the next task.
 */
function FocusOpenerWhenGone({ opener }: { opener: RefObject<HTMLElement | null> }) {
  useEffect(
    () => () => {
      const element = opener.current;
      opener.current = null;
      setTimeout(() => element?.isConnected && element.focus({ preventScroll: true }));
    },
    [opener],
  );
  return null;
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
