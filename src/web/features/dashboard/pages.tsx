import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { SessionUser } from '../../../shared/auth';
import { DashboardLayout } from '../../app/dashboard-layout';
import { loadOverviewTexts } from '../../i18n';
import { preloadable } from '../../app/preloadable';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ReadinessSkeleton } from '../readiness/readiness-skeleton';
import { SectionGrid } from './section-grid';
import { useSectionFromHash } from './use-section-from-hash';

// Readiness, the Share entry and the next deadline load beside the overview, not in its first-page code; their texts too.
const OverviewPanels = preloadable(() =>
  Promise.all([import('./overview-panels'), loadOverviewTexts()]).then(([panels]) => panels.default),
);
export const preloadOverviewPanels = OverviewPanels.preload;

/** Every page of cards: its name in the tab, and the card a sidebar sub-link named brought into view. */
function useDashboardPage(name: string) {
  useDocumentTitle(name);
  useSectionFromHash();
}

export function OverviewPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  useDashboardPage(t('nav.overview'));
  return (
    <DashboardLayout title={t('pages.overview.title', { name: user.first_name })} subtitle={t('pages.overview.subtitle')}>
      <div className="space-y-10">
        <Suspense fallback={<ReadinessSkeleton />}>
          <OverviewPanels />
        </Suspense>
        <div>
          <h2 className="mb-4 text-xs font-semibold uppercase tracking-wider text-zinc-500 dark:text-zinc-400">{t('nav.profile')}</h2>
          <SectionGrid group="profile" />
        </div>
        <div>
          <h2 className="mb-4 text-xs font-semibold uppercase tracking-wider text-zinc-500 dark:text-zinc-400">{t('nav.startup')}</h2>
          <SectionGrid group="startup" />
        </div>
      </div>
    </DashboardLayout>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  useDashboardPage(t('nav.profile'));
  return (
    <DashboardLayout title={t('pages.profile.title')} subtitle={t('pages.profile.subtitle')}>
      <SectionGrid group="profile" />
    </DashboardLayout>
  );
}

export function StartupPage() {
  const { t } = useTranslation();
  useDashboardPage(t('nav.startup'));
  return (
    <DashboardLayout title={t('pages.startup.title')} subtitle={t('pages.startup.subtitle')}>
      <SectionGrid group="startup" />
    </DashboardLayout>
  );
}

// The not-found card's own code loads only on that page.
const NotFoundCard = lazy(() => import('./not-found-card'));

/** An unknown path inside the dashboard (the server answers it with 404): the shell stays, with a way back. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.notFound.documentTitle'));
  return (
    <DashboardLayout title={t('pages.notFound.documentTitle')} subtitle={t('pages.notFound.code')}>
      <Suspense fallback={null}>
        <NotFoundCard />
      </Suspense>
    </DashboardLayout>
  );
}
