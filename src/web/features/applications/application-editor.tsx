import { ArrowLeft } from 'lucide-react';
import { PAGE_PATHS } from '../../../shared/pages';
import { DashboardLayout } from '../../app/dashboard-layout';
import { Button } from '../../components/button';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { ApplicationForm } from './application-form';
import { useApplication } from './use-applications';

const NOT_FOUND = 404;

/** `/applications/<id>`: the application's form, once it is read; its loading, a deleted one, and a failed read with Retry. */
export default function ApplicationEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const application = useApplication(id);
  const isGone = application.error instanceof ApiError && application.error.status === NOT_FOUND;
  return (
    <DashboardLayout title={application.data?.program ?? t('applications.title')} subtitle={t('applications.subtitle')}>
      {application.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="space-y-4" data-application-loading>
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              className="h-40 animate-pulse rounded-xl border border-zinc-200 bg-zinc-100/70 dark:border-zinc-800 dark:bg-zinc-800/40"
            />
          ))}
        </div>
      ) : application.isError ? (
        <div role="alert" className="space-y-3 rounded-xl border border-zinc-200 p-6 text-sm dark:border-zinc-800" data-application-error>
          <p className="text-zinc-700 dark:text-zinc-300">{isGone ? t('application.notFound') : t('application.loadFailed')}</p>
          {isGone ? (
            <a
              href={PAGE_PATHS.applications}
              className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              {t('application.back')}
            </a>
          ) : (
            <Button variant="secondary" onClick={() => void application.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      ) : (
        <ApplicationForm key={application.data.id} application={application.data} />
      )}
    </DashboardLayout>
  );
}
