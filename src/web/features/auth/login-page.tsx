import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { LoginInput } from '../../../shared/auth';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PAGE_PATHS } from '../../../shared/pages';
import { authLinkClass } from './auth-link';
import { AuthLayout } from '../../components/auth-layout';
import { useAuthSubmit } from '../../components/use-auth-submit';

const resolver = lazyZodResolver<LoginInput, LoginInput>(async () => (await import('../../../shared/auth')).loginSchema);

export function LoginPage() {
  const { t } = useTranslation();
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<LoginInput>({ resolver });
  const typedEmail = watch('email')?.trim();
  const login = useAuthSubmit('/api/auth/login', setError, 'auth.welcomeBack');
  const isRefused = errors.email?.type === 'server';
  useDocumentTitle(t('auth.login'));

  return (
    <AuthLayout
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <a className={authLinkClass} href={PAGE_PATHS.register}>
            {t('auth.register')}
          </a>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit((values) => void login.submit(values))}>
        <fieldset disabled={login.isPending} className="min-w-0 space-y-4">
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            autoFocus
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            // A refused login (422 errors.email) means the pair is wrong: both fields are marked, the message stays under Email.
            aria-invalid={errors.password || isRefused ? true : undefined}
            {...register('password')}
          />
          <div className="-mt-2 flex justify-end text-sm">
            <a className={authLinkClass} href={forgotPasswordHref(typedEmail)}>
              {t('auth.forgotPassword')}
            </a>
          </div>
          <Button type="submit" className="w-full" disabled={!isHydrated}>
            {login.isPending ? t('auth.loggingIn') : t('auth.login')}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}

/** The typed email goes along in the fragment, which no server log or Referer sees, to be filled in there. */
function forgotPasswordHref(email: string | undefined): string {
  return email ? `${PAGE_PATHS.forgotPassword}#${new URLSearchParams({ email }).toString()}` : PAGE_PATHS.forgotPassword;
}
