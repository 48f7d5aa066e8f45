import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MAX_CONTACT_ROWS } from '../../../shared/contact-details';

export interface ContactRowListProps {
  legend: string;
  addLabel: string;
  rowCount: number;
  onAdd: () => void;
  /** A message for the whole list (e.g. "Please enter at least one email address."). */
  error?: string;
  children: ReactNode;
}

/** One list of contact rows (emails, phones, WhatsApp numbers) with its "Add" button. */
export function ContactRowList({ legend, addLabel, rowCount, onAdd, error, children }: ContactRowListProps) {
  const { t } = useTranslation();
  const isFull = rowCount >= MAX_CONTACT_ROWS;
  return (
    <fieldset className="min-w-0 space-y-2.5">
      <legend className="mb-1.5 text-sm font-medium text-zinc-700 dark:text-zinc-300">{legend}</legend>
      {children}
      {error && (
        <p className="text-sm text-red-600 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={onAdd}
        disabled={isFull}
        title={isFull ? t('profile.contact.rowsFull', { max: MAX_CONTACT_ROWS }) : undefined}
        className="-ms-1.5 inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50 max-sm:min-h-11 dark:text-brand-400 dark:hover:bg-zinc-800 dark:hover:text-brand-300"
      >
        <Plus aria-hidden className="size-4" />
        {addLabel}
      </button>
    </fieldset>
  );
}

export interface RemoveRowButtonProps {
  /** What the row is, for screen readers: "Phone number 2". */
  rowLabel: string;
  /** Set on the last row of a list, which must stay (SPEC §5); the reason shows as its tooltip. */
  keepReason?: string;
  onRemove: () => void;
}

export function RemoveRowButton({ rowLabel, keepReason, onRemove }: RemoveRowButtonProps) {
  const { t } = useTranslation();
  const title = keepReason ?? t('profile.contact.removeRow', { label: rowLabel });
  return (
    // A disabled button gets no hover in some browsers: the wrapper carries the tooltip too.
    <span title={title} className="inline-flex shrink-0 self-start">
      <button
        type="button"
        onClick={onRemove}
        disabled={keepReason !== undefined}
        title={title}
        aria-label={t('profile.contact.removeRow', { label: rowLabel })}
        aria-description={keepReason}
        className="inline-flex size-[38px] items-center max-sm:size-11 justify-center rounded-lg text-zinc-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-zinc-500 dark:text-zinc-400 dark:hover:bg-red-500/10 dark:hover:text-red-400 dark:disabled:hover:text-zinc-400"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </span>
  );
}
