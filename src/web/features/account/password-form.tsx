import { useTranslation } from '../../i18n/use-translation';
import { ACCOUNT_PATHS, type ChangePasswordInput } from '../../../shared/account';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { AccountSection } from './account-section';
import { useAccountForm } from './use-account-form';

export function PasswordForm() {
  const { t } = useTranslation();
  const { form, submit } = useAccountForm<ChangePasswordInput>({
    path: ACCOUNT_PATHS.password,
    loadSchema: async () => (await import('../../../shared/account')).changePasswordSchema,
    defaultValues: { current_password: '', new_password: '' },
    failedMessage: t('accountSettings.password.failed'),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <AccountSection
      id="password"
      title={t('accountSettings.password.title')}
      description={<p>{t('accountSettings.password.description')}</p>}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset disabled={isSubmitting} className="min-w-0 space-y-4">
          <TextField
            label={t('accountSettings.currentPassword')}
            type="password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <TextField
            label={t('accountSettings.password.new')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <div className="flex justify-end">
            <Button type="submit" className="max-sm:w-full">
              {isSubmitting ? t('common.saving') : t('accountSettings.password.save')}
            </Button>
          </div>
        </fieldset>
      </form>
    </AccountSection>
  );
}
