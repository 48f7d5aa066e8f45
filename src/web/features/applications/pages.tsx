import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { applicationIdOf } from '../../../shared/pages';
import { DashboardLayout } from '../../app/dashboard-layout';
import { loadApplicationTexts, loadFormTexts, loadModalTexts } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { useDashboardQueryClient } from '../../lib/query-client';
import { useCurrentPath } from '../../lib/startup-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ApplicationList } from './application-list';

// The dialog (and the date picker under it) loads on first use, not with the list.
const AddApplicationDialog = lazy(() => import('./add-application-dialog').then((module) => ({ default: module.AddApplicationDialog })));
const ApplicationEditor = lazy(() => import('./application-editor'));

function ApplicationListPage() {
  const { t } = useTranslation();
  const [isAdding, setIsAdding] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const openDialog = () => {
    setHasOpened(true);
    setIsAdding(true);
  };
  return (
    <DashboardLayout title={t('applications.title')} subtitle={t('applications.subtitle')}>
      <ApplicationList onAdd={openDialog} />
      {hasOpened && (
        <Suspense fallback={null}>
          <AddApplicationDialog isOpen={isAdding} onClose={() => setIsAdding(false)} />
        </Suspense>
      )}
    </DashboardLayout>
  );
}

/** `/applications` (the list) and `/applications/<id>` (one application, deep-linkable): one lazy chunk for both. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const id = applicationIdOf(useCurrentPath());
  const queryClient = useDashboardQueryClient();
  useDocumentTitle(t('applications.title'));
  if (id === null) return <ApplicationListPage />;
  // The editor reads the application before its layout (which names it) is drawn: the dashboard's cache from here.
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <ApplicationEditor id={id} />
      </Suspense>
    </QueryClientProvider>
  );
}

/** The page once the texts it shows are in: its own, the forms' and the modals' (the review, the comparison). */
export async function withTexts(): Promise<typeof ApplicationsPage> {
  await Promise.all([loadFormTexts(), loadModalTexts(), loadApplicationTexts()]);
  return ApplicationsPage;
}
