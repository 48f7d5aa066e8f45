import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { ACCOUNT_PATHS, type ChangeEmailInput } from '../../../shared/account';
import type { SessionData, SessionUser } from '../../../shared/auth';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { sessionQueryKey } from '../../lib/session';
import { AccountSection } from './account-section';
import { useAccountForm } from './use-account-form';

export function EmailForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, submit } = useAccountForm<ChangeEmailInput, SessionUser>({
    path: ACCOUNT_PATHS.email,
    loadSchema: async () => (await import('../../../shared/account')).changeEmailSchema,
    defaultValues: { email: '', password: '' },
    failedMessage: t('accountSettings.email.failed'),
    // The account menu and this section show the new address at once.
    onSaved: ({ data }) => queryClient.setQueryData<SessionData>(sessionQueryKey, (session) => session && { ...session, user: data }),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <AccountSection
      id="email"
      title={t('accountSettings.email.title')}
      description={
        <>
          <p>{t('accountSettings.email.description')}</p>
          <p>
            {t('accountSettings.email.current')}{' '}
            <bdi dir="ltr" className="font-medium text-zinc-900 [overflow-wrap:anywhere] dark:text-zinc-100" data-current-email>
              {user.email}
            </bdi>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset disabled={isSubmitting} className="min-w-0 space-y-4">
          <TextField
            label={t('accountSettings.email.new')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t('accountSettings.currentPassword')}
            type="password"
            autoComplete="current-password"
            hint={t('accountSettings.passwordToConfirm')}
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="flex justify-end">
            <Button type="submit" className="max-sm:w-full">
              {isSubmitting ? t('common.saving') : t('accountSettings.email.save')}
            </Button>
          </div>
        </fieldset>
      </form>
    </AccountSection>
  );
}
