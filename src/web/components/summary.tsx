import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useMarkSectionEmpty } from './empty-section';

export interface SummaryItem {
  label: string;
  value: ReactNode;
}

/** Label/value rows of a section card; blank values read "Not set". */
export function SummaryList({ items }: { items: SummaryItem[] }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{label}</dt>
          {/* A few pixels of room either side (taken back by the margin) so a focus ring inside the value is not clipped. */}
          {/* A text follows its own direction; a node (emails, links, amounts) sets it on its parts and stays aligned with its label. */}
          <dd
            className="-mx-1 mt-0.5 truncate px-1 text-zinc-900 dark:text-zinc-100"
            dir={typeof value === 'string' ? 'auto' : undefined}
            title={typeof value === 'string' ? value : undefined}
          >
            {value === '' || value === null || value === undefined ? (
              <span className="text-zinc-500 dark:text-zinc-400">{t('common.notSet')}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A section with nothing saved yet: one sentence; the card's own button ("Add") is the one call to action. */
export function EmptySummary({ message }: { message: string }) {
  useMarkSectionEmpty();
  return (
    <p data-empty-summary className="text-zinc-500 dark:text-zinc-400">
      {message}
    </p>
  );
}

/** Loading and failure states every summary shares. */
export function SummaryStatus({ isError }: { isError: boolean }) {
  const { t } = useTranslation();
  if (isError) return <p className="text-red-600 dark:text-red-400">{t('errors.loadFailedShort')}</p>;
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="h-10 animate-pulse rounded-md bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800/70"
    />
  );
}
