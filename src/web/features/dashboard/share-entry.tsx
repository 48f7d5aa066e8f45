import { Share2 } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { MODALS } from '../../../shared/modals';

/** The overview's Share entry: opens share-links-modal (its code loads on first open, or when the pointer or focus reaches it). */
export function ShareEntry() {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900"
      data-share-entry
    >
      <p className="min-w-0 flex-1 text-sm text-zinc-600 dark:text-zinc-300">{t('shareEntry.hint')}</p>
      <button
        type="button"
        data-modal-target={MODALS.shareLinks}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-3.5 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700 sm:min-h-9"
      >
        <Share2 aria-hidden className="size-4" />
        {t('shareEntry.open')}
      </button>
    </div>
  );
}
