import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { ACCOUNT_PATHS, type PasswordResetInput } from '../../../shared/account';
import { PAGE_PATHS } from '../../../shared/pages';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authLinkClass } from './auth-link';
import { AuthLayout } from '../../components/auth-layout';
import { useAuthSubmit } from '../../components/use-auth-submit';

const resolver = lazyZodResolver<PasswordResetInput, PasswordResetInput>(
  async () => (await import('../../../shared/account')).passwordResetSchema,
);

const NOT_FOUND = 404;

/** The mailed link `/reset-password#<token>`: the token stays in the fragment, so no server log or Referer sees it. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [token] = useState(() => window.location.hash.slice(1));
  const [isDead, setIsDead] = useState(token === '');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordResetInput>({ resolver });
  const reset = useAuthSubmit(`${ACCOUNT_PATHS.passwordReset}/${encodeURIComponent(token)}`, setError, 'passwordReset.done', (error) => {
    if (!(error instanceof ApiError && error.status === NOT_FOUND)) return false;
    setIsDead(true);
    return true;
  });
  useDocumentTitle(t('passwordReset.resetTitle'));
  const footer = (
    <a className={authLinkClass} href={PAGE_PATHS.login}>
      {t('passwordReset.backToLogin')}
    </a>
  );

  if (isDead) {
    return (
      <AuthLayout title={t('passwordReset.deadTitle')} subtitle={t('passwordReset.deadSubtitle')} footer={footer}>
        <div className="space-y-4 text-sm text-zinc-600 dark:text-zinc-300" role="alert" data-reset-dead>
          <div className="flex items-start gap-3">
            <span className="rounded-full bg-amber-50 p-2 text-amber-700 dark:bg-amber-500/10 dark:text-amber-300">
              <LinkIcon aria-hidden className="size-5" />
            </span>
            <p className="min-w-0">{t('passwordReset.deadHelp')}</p>
          </div>
          <a
            href={PAGE_PATHS.forgotPassword}
            className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-3.5 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700 max-sm:min-h-11"
          >
            {t('passwordReset.newLink')}
          </a>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('passwordReset.resetTitle')} subtitle={t('passwordReset.resetSubtitle')} footer={footer}>
      <form noValidate onSubmit={handleSubmit((values) => void reset.submit(values))}>
        <fieldset disabled={reset.isPending} className="min-w-0 space-y-4">
          <TextField
            label={t('passwordReset.newPassword')}
            type="password"
            autoComplete="new-password"
            autoFocus
            hint={t('auth.passwordHint')}
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" className="w-full">
            {reset.isPending ? t('passwordReset.saving') : t('passwordReset.save')}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
