import { useTranslation } from '../../i18n/use-translation';
import type { SessionUser } from '../../../shared/auth';
import { DashboardLayout } from '../../app/dashboard-layout';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DeleteAccount } from './delete-account';
import { EmailForm } from './email-form';
import { ExportData } from './export-data';
import { PasswordForm } from './password-form';

function AccountSections({ fallbackUser }: { fallbackUser: SessionUser }) {
  // The session query follows an email change at once.
  const user = useSession().data?.user ?? fallbackUser;
  return (
    <div className="space-y-6">
      <EmailForm user={user} />
      <PasswordForm />
      <ExportData />
      <DeleteAccount />
    </div>
  );
}

/** `/account` (DESIGN §8), from the account menu: email, password, export and deletion. */
export function AccountPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  useDocumentTitle(t('accountSettings.title'));
  return (
    <DashboardLayout title={t('accountSettings.title')} subtitle={t('accountSettings.subtitle')}>
      <AccountSections fallbackUser={user} />
    </DashboardLayout>
  );
}
