import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { PasswordResetRequestInput } from '../../../shared/account';
import { ACCOUNT_PATHS } from '../../../shared/account';
import { PAGE_PATHS } from '../../../shared/pages';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { api } from '../../lib/api-client';
import { applyServerErrors, errorMessage } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authLinkClass } from './auth-link';
import { AuthLayout } from '../../components/auth-layout';

const resolver = lazyZodResolver<PasswordResetRequestInput, PasswordResetRequestInput>(
  async () => (await import('../../../shared/account')).passwordResetRequestSchema,
);

/** "Forgot password?": asks for a reset link by mail; the answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestInput>({ resolver });
  useEffect(() => {
    // The email typed on the login page (login-page.tsx), read after hydration so the server's render matches.
    const email = new URLSearchParams(window.location.hash.slice(1)).get('email');
    if (email && !getValues('email')) setValue('email', email);
  }, [getValues, setValue]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(t('passwordReset.forgotTitle'));

  const send = async (values: PasswordResetRequestInput) => {
    try {
      await api('POST', ACCOUNT_PATHS.passwordReset, values);
      setSentTo(values.email);
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error, t('errors.generic')));
    }
  };

  return (
    <AuthLayout
      title={sentTo ? t('passwordReset.checkInboxTitle') : t('passwordReset.forgotTitle')}
      subtitle={sentTo ? t('passwordReset.checkInboxSubtitle') : t('passwordReset.forgotSubtitle')}
      footer={
        <>
          {t('passwordReset.remembered')}{' '}
          <a className={authLinkClass} href={PAGE_PATHS.login}>
            {t('auth.login')}
          </a>
        </>
      }
    >
      {sentTo ? (
        <div className="space-y-4 text-sm text-zinc-600 dark:text-zinc-300" role="status" data-reset-sent>
          <div className="flex items-start gap-3">
            <span className="rounded-full bg-brand-50 p-2 text-brand-600 dark:bg-brand-500/10 dark:text-brand-300">
              <MailCheck aria-hidden className="size-5" />
            </span>
            <p className="min-w-0 [overflow-wrap:anywhere]">
              {t('passwordReset.sentTo')}{' '}
              <bdi dir="ltr" className="font-medium text-zinc-900 dark:text-zinc-100">
                {sentTo}
              </bdi>
            </p>
          </div>
          <p>{t('passwordReset.sentHelp')}</p>
          <Button variant="secondary" className="w-full" onClick={() => setSentTo(null)}>
            {t('passwordReset.tryAgain')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(send)}>
          <fieldset disabled={isSubmitting} className="min-w-0 space-y-4">
            <TextField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              autoFocus
              defaultValue={getValues('email')}
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" className="w-full" disabled={!isHydrated}>
              {isSubmitting ? t('passwordReset.sending') : t('passwordReset.send')}
            </Button>
          </fieldset>
        </form>
      )}
    </AuthLayout>
  );
}
