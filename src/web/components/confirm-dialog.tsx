import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from './button';

export interface ConfirmDialogProps {
  /** The question; the dialog is open while it is set. */
  message: string | null;
  confirmLabel: string;
  /** Defaults to "Please confirm" and "Cancel". */
  title?: string;
  cancelLabel?: string;
  isPending?: boolean;
  /** What the confirmation needs besides a click (e.g. a password field), under the question. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirm prompt (SPEC §8) that can sit above an open modal: Headless UI nests
 * dialogs, so Escape and outside clicks close only this one and focus returns inside.
 */
export function ConfirmDialog({
  message,
  confirmLabel,
  title,
  cancelLabel,
  isPending = false,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={message !== null} onClose={() => !isPending && onCancel()} className="relative z-[60]" data-confirm-dialog>
      <div className="fixed inset-0 bg-zinc-950/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-xl border border-zinc-200 bg-white p-5 shadow-2xl dark:border-zinc-700 dark:bg-zinc-900">
          <div className="flex items-start gap-3">
            <span className="rounded-full bg-red-50 p-2 text-red-600 dark:bg-red-500/10 dark:text-red-400">
              <TriangleAlert aria-hidden className="size-4" />
            </span>
            <div className="min-w-0">
              <DialogTitle className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">{title ?? t('confirm.title')}</DialogTitle>
              <Description className="mt-1 text-sm text-zinc-600 dark:text-zinc-300" dir="auto">
                {message}
              </Description>
            </div>
          </div>
          {children}
          <div className="mt-5 flex justify-end gap-3">
            <Button variant="secondary" onClick={onCancel} disabled={isPending} autoFocus>
              {cancelLabel ?? t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={onConfirm} disabled={isPending}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
