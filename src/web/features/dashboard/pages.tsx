import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/auth';
import { DashboardLayout } from '../../app/dashboard-layout';
import { SectionGrid } from './section-grid';

export function OverviewPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <DashboardLayout title={t('pages.overview.title', { name: user.first_name })} subtitle={t('pages.overview.subtitle')}>
      <div className="space-y-10">
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
  return (
    <DashboardLayout title={t('pages.profile.title')} subtitle={t('pages.profile.subtitle')}>
      <SectionGrid group="profile" />
    </DashboardLayout>
  );
}

export function StartupPage() {
  const { t } = useTranslation();
  return (
    <DashboardLayout title={t('pages.startup.title')} subtitle={t('pages.startup.subtitle')}>
      <SectionGrid group="startup" />
    </DashboardLayout>
  );
}
