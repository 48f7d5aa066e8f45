import { ChevronRight, FilePlus2 } from 'lucide-react';
import type { ApplicationSummary } from '../../../shared/applications';
import { applicationPagePath } from '../../../shared/pages';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/button';
import { DeadlineLabel } from './deadline-label';
import { useApplicationList } from './use-applications';

function ApplicationRow({ application }: { application: ApplicationSummary }) {
  const { t } = useTranslation();
  const { answered, total, over_limit: overLimit } = application;
  return (
    <li data-application-row={application.id}>
      <a
        href={applicationPagePath(application.id)}
        className="group flex items-center gap-4 rounded-xl border border-zinc-200 bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/30 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-brand-500/40 dark:hover:bg-brand-500/5"
      >
        <div className="min-w-0 flex-1 space-y-2">
          <h2 className="text-base font-semibold [overflow-wrap:anywhere] text-zinc-900 dark:text-zinc-50" dir="auto">
            {application.program}
          </h2>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
            <DeadlineLabel deadline={application.deadline} />
            <span className="text-sm text-zinc-600 dark:text-zinc-300" data-progress>
              {total === 0 ? t('applications.noQuestions') : t('applications.answered', { answered, total })}
            </span>
            {overLimit > 0 && (
              <span className="text-sm font-medium text-red-600 dark:text-red-400" data-over-limit={overLimit}>
                {t('applications.overLimit', { count: overLimit })}
              </span>
            )}
          </div>
          {total > 0 && (
            <div className="h-1.5 max-w-xs overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800" aria-hidden>
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${Math.round((answered / total) * 100)}%` }} />
            </div>
          )}
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-zinc-400 group-hover:text-brand-600 rtl:-scale-x-100" />
      </a>
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul className="space-y-3" aria-hidden data-applications-loading>
      {[0, 1, 2].map((index) => (
        <li
          key={index}
          className="h-24 animate-pulse rounded-xl border border-zinc-200 bg-zinc-100/70 dark:border-zinc-800 dark:bg-zinc-800/40"
        />
      ))}
    </ul>
  );
}

/** The applications page's content: loading, failed with Retry, empty with "Add an application", or the list. */
export function ApplicationList({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  const list = useApplicationList();
  if (list.isPending)
    return (
      <div role="status" aria-label={t('common.loading')}>
        <ListSkeleton />
      </div>
    );
  if (list.isError)
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-zinc-200 p-6 text-sm dark:border-zinc-800" data-applications-error>
        <p className="text-zinc-700 dark:text-zinc-300">{t('applications.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (list.data.length === 0)
    return (
      <section
        className="flex flex-col items-center rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-14 text-center dark:border-zinc-700 dark:bg-zinc-900"
        data-applications-empty
      >
        <span className="rounded-full bg-brand-50 p-3 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
          <FilePlus2 aria-hidden className="size-6" />
        </span>
        <h2 className="mt-4 text-base font-semibold">{t('applications.emptyTitle')}</h2>
        <p className="mt-1 max-w-md text-sm text-zinc-500 dark:text-zinc-400">{t('applications.emptyText')}</p>
        <Button className="mt-6" onClick={onAdd} data-action="add-application">
          {t('applications.add')}
        </Button>
      </section>
    );
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={onAdd} data-action="add-application">
          <FilePlus2 aria-hidden className="size-4" />
          {t('applications.add')}
        </Button>
      </div>
      <ul className="space-y-3" aria-label={t('applications.listLabel')} data-applications-list>
        {list.data.map((application) => (
          <ApplicationRow key={application.id} application={application} />
        ))}
      </ul>
    </div>
  );
}
