import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Transition, TransitionChild } from '@headlessui/react';
import { X } from 'lucide-react';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import './headless-focus-history';

type NavigateHandler = (event: MouseEvent<HTMLAnchorElement>) => void;

interface NavDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** The drawer's content, given the handler its links call when chosen. */
  children: (onNavigate: NavigateHandler) => ReactNode;
}

/**
 * The navigation below lg: the sidebar's links (children, so this chunk holds only the dialog) in
 * a panel that slides over the page from the start side. Headless UI's Dialog traps focus, closes
 * on Escape and a backdrop tap, and gives focus back to the menu button.
 */
export default function NavDrawer({ isOpen, onClose, children }: NavDrawerProps) {
  const { t } = useTranslation();
  const pendingHash = useRef('');
  const handleNavigate: NavigateHandler = (event) => {
    const link = event.currentTarget;
    // A card of this page only changes the hash: follow it once the drawer is gone, so the focus
    // the drawer hands back to the menu button does not take the place of the card's.
    if (link.pathname === window.location.pathname && link.hash) {
      event.preventDefault();
      pendingHash.current = link.hash;
    }
    onClose();
  };
  const handleClosed = () => {
    if (pendingHash.current) window.location.hash = pendingHash.current;
    pendingHash.current = '';
  };
  return (
    <Transition show={isOpen} afterLeave={handleClosed}>
      <Dialog onClose={onClose} className="fixed inset-0 z-50 lg:hidden" data-nav-drawer>
        <TransitionChild>
          <DialogBackdrop className="fixed inset-0 bg-zinc-950/50 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
        </TransitionChild>
        <TransitionChild>
          <DialogPanel className="fixed inset-y-0 start-0 flex w-72 max-w-[calc(100vw-3rem)] flex-col border-e border-zinc-200 bg-white pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] shadow-2xl transition-transform duration-200 data-closed:-translate-x-full motion-reduce:transition-none rtl:data-closed:translate-x-full dark:border-zinc-800 dark:bg-zinc-900">
            <div className="flex h-14 shrink-0 items-center gap-2 ps-3 pe-1.5">
              <img src="/favicon.svg" alt="" className="size-7 shrink-0" />
              <DialogTitle className="min-w-0 flex-1 truncate text-sm font-semibold">{t('app.name')}</DialogTitle>
              <button
                type="button"
                onClick={onClose}
                aria-label={t('drawer.close')}
                className="flex size-11 shrink-0 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
              >
                <X aria-hidden className="size-5" />
              </button>
            </div>
            {children(handleNavigate)}
          </DialogPanel>
        </TransitionChild>
      </Dialog>
    </Transition>
  );
}
