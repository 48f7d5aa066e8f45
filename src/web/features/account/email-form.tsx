import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ACCOUNT_PATHS, type ChangeEmailInput } from '../../../shared/account';
import type { SessionUser } from '../../../shared/auth';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { TextWithEmail } from '../../components/text-with-email';
import { AccountSection } from './account-section';
import { useAccountForm } from './use-account-form';

/** DESIGN §8: asks for the change; the email changes only when the link mailed to the new address is opened. */
export function EmailForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submit } = useAccountForm<ChangeEmailInput>({
    path: ACCOUNT_PATHS.email,
    loadSchema: async () => (await import('../../../shared/account')).changeEmailSchema,
    defaultValues: { email: '', password: '' },
    failedMessage: t('accountSettings.email.failed'),
    onSaved: (_answer, { email }) => setSentTo(email),
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
          {sentTo && (
            <div
              role="status"
              className="space-y-1 rounded-lg border border-emerald-200 bg-emerald-50/60 p-3 text-sm dark:border-emerald-500/30 dark:bg-emerald-500/10"
              data-email-change-sent
            >
              <p className="text-emerald-900 dark:text-emerald-200">
                <TextWithEmail textKey="accountSettings.email.sent" email={sentTo} />
              </p>
              <p className="text-emerald-800 dark:text-emerald-300">{t('accountSettings.email.sentHelp')}</p>
            </div>
          )}
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
              {isSubmitting ? t('accountSettings.email.sending') : t('accountSettings.email.save')}
            </Button>
          </div>
        </fieldset>
      </form>
    </AccountSection>
  );
}
