import { DialogTitle, Description } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
      <header className="flex items-start justify-between gap-4 border-b border-zinc-200 px-6 py-4 dark:border-zinc-800">
        <div>
          <DialogTitle className="text-base font-semibold text-zinc-900 dark:text-zinc-50">{title}</DialogTitle>
          {description && <Description className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{description}</Description>}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="-me-2 rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
          aria-label={t('common.close')}
        >
          <X aria-hidden className="size-5" />
        </button>
      </header>
      <div className="max-h-[70vh] overflow-y-auto px-6 py-5">{children}</div>
      {footer && (
        <footer className="flex justify-end gap-3 border-t border-zinc-200 bg-zinc-50 px-6 py-3 dark:border-zinc-800 dark:bg-zinc-900/60">
          {footer}
        </footer>
      )}
    </>
  );
}
