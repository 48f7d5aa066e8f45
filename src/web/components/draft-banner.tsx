import { History, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { formatDate } from '../../shared/format';
import type { Draft } from '../lib/draft-store';
import { Button } from './button';

/** "10:42" today, "Nov 23, 2026, 10:42" on another day: when the draft was last written, in the page's locale. */
function draftTime(savedAt: string, locale: string): string {
  const isToday = new Date(savedAt).toDateString() === new Date().toDateString();
  return formatDate(savedAt, locale, isToday ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' });
}

export interface DraftBannerProps {
  draft: Draft;
  /** The record was saved again after the draft was typed: restoring leads to the comparison on save. */
  isStale: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back the changes a reload, a crash or a closed tab left unsaved (DESIGN §9). */
export function DraftBanner({ draft, isStale, onRestore, onDiscard }: DraftBannerProps) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('edits.draft.region')}
      className="mb-5 rounded-lg border border-brand-200 bg-brand-50 px-3 py-3 text-sm dark:border-brand-500/30 dark:bg-brand-500/10"
      data-draft-banner
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <p className="flex min-w-0 flex-1 basis-56 items-start gap-2 font-medium text-zinc-900 dark:text-zinc-50">
          <History aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-400" />
          <span>{t('edits.draft.prompt', { time: draftTime(draft.saved_at, i18n.language) })}</span>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={onDiscard}>
            {t('edits.draft.discard')}
          </Button>
          <Button onClick={onRestore}>{t('edits.draft.restore')}</Button>
        </div>
      </div>
      {isStale && (
        <p className="mt-2 flex items-start gap-2 text-amber-800 dark:text-amber-300" data-draft-stale>
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{t('edits.draft.stale')}</span>
        </p>
      )}
    </div>
  );
}
