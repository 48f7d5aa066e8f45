import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { RegisterInput } from '../../../shared/auth';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PAGE_PATHS } from '../../../shared/pages';
import { authLinkClass } from './auth-link';
import { AuthLayout } from '../../components/auth-layout';
import { useAuthSubmit } from '../../components/use-auth-submit';

const resolver = lazyZodResolver<RegisterInput, RegisterInput>(async () => (await import('../../../shared/auth')).registerSchema);

export function RegisterPage() {
  const { t } = useTranslation();
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput>({ resolver });
  const signUp = useAuthSubmit('/api/auth/register', setError, 'auth.welcome');
  useDocumentTitle(t('auth.register'));

  return (
    <AuthLayout
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <a className={authLinkClass} href={PAGE_PATHS.login}>
            {t('auth.login')}
          </a>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit((values) => void signUp.submit(values))}>
        <fieldset disabled={signUp.isPending} className="min-w-0 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('auth.firstName')}
              autoComplete="given-name"
              autoFocus
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextField label={t('auth.lastName')} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
          </div>
          <TextField label={t('auth.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label={t('auth.startupName')}
            autoComplete="organization"
            error={errors.startup_name?.message}
            {...register('startup_name')}
          />
          <Button type="submit" className="w-full" disabled={!isHydrated}>
            {signUp.isPending ? t('auth.registering') : t('auth.register')}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
