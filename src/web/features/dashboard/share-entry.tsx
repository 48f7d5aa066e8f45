import { Eye, Share2 } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { MODALS } from '../../../shared/modals';
import { formatDate } from '../../../shared/format';
import { formatTimeAgo } from '../../../shared/time-ago';
import { latestFirstOpening } from './first-opening';
import { useShareLinks } from '../../lib/use-share-links';

/**
 * The overview's Share entry: opens share-links-modal (its code loads on first open, or when the pointer or focus reaches it),
 * and says when a link was last opened for the first time, the news a founder waits for after sending one.
 */
export function ShareEntry() {
  const { t, i18n } = useTranslation();
  const opened = latestFirstOpening(useShareLinks().data ?? []);
  const when = opened?.first_viewed_at && formatTimeAgo(opened.first_viewed_at, i18n.language);
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900"
      data-share-entry
    >
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="text-zinc-600 dark:text-zinc-300">{t('shareEntry.hint')}</p>
        {opened && when && (
          <p className="flex items-start gap-1.5 font-medium text-zinc-900 dark:text-zinc-100" data-share-first-opened>
            <Eye aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-400" />
            {opened.name
              ? t('shareEntry.firstOpenedNamed', { name: opened.name, when })
              : t('shareEntry.firstOpened', { date: formatDate(opened.created_at, i18n.language, { dateStyle: 'medium' }), when })}
          </p>
        )}
      </div>
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
