import { DialogTitle, Description } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface ModalFrameProps {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** The look every modal shares: header with title and close, scrolling body, footer. */
export function ModalFrame({ title, description, onClose, children, footer }: ModalFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <header className="flex shrink-0 items-start justify-between gap-4 border-b border-zinc-200 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-4 sm:px-6 sm:pt-4 dark:border-zinc-800">
        <div className="min-w-0">
          <DialogTitle className="text-base font-semibold [overflow-wrap:anywhere] text-zinc-900 dark:text-zinc-50">{title}</DialogTitle>
          {description && <Description className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{description}</Description>}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="-me-2 flex size-11 max-sm:-my-2.5 shrink-0 items-center justify-center rounded-md text-zinc-500 sm:size-8 hover:bg-zinc-100 hover:text-zinc-800 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
          aria-label={t('common.close')}
        >
          <X aria-hidden className="size-5" />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:max-h-[70vh] sm:px-6" data-modal-body>
        {children}
      </div>
      {footer && (
        <footer className="flex shrink-0 justify-end gap-3 border-t border-zinc-200 bg-zinc-50 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6 sm:pb-3 dark:border-zinc-800 dark:bg-zinc-900/60">
          {footer}
        </footer>
      )}
    </>
  );
}
