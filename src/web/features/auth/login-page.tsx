import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginInput } from '../../../shared/auth';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthLayout } from './auth-layout';
import { useAuthSubmit } from './use-auth-submit';

const resolver = lazyZodResolver<LoginInput, LoginInput>(async () => (await import('../../../shared/auth')).loginSchema);

export function LoginPage() {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<LoginInput>({ resolver });
  const login = useAuthSubmit('/api/auth/login', setError, 'auth.welcomeBack');
  const isRefused = errors.email?.type === 'server';
  useDocumentTitle(t('auth.login'));

  return (
    <AuthLayout
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      footer={<>{t('auth.noAccount')} <a className="inline-flex min-h-11 min-w-11 items-center justify-center font-medium text-brand-600 hover:text-brand-700 hover:underline sm:min-h-0 dark:text-brand-400 dark:hover:text-brand-300" href="/register">{t('auth.register')}</a></>}
    >
      <form noValidate onSubmit={handleSubmit((values) => void login.submit(values))}>
        <fieldset disabled={login.isPending} className="min-w-0 space-y-4">
          <TextField label={t('auth.email')} type="email" autoComplete="email" autoFocus error={errors.email?.message} {...register('email')} />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            // A refused login (422 errors.email) means the pair is wrong: both fields are marked, the message stays under Email.
            aria-invalid={errors.password || isRefused ? true : undefined}
            {...register('password')}
          />
          <Button type="submit" className="w-full">{login.isPending ? t('auth.loggingIn') : t('auth.login')}</Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
