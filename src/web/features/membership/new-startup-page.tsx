import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { START_STARTUP_PATH, type StartStartupInput } from '../../../shared/membership';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { api } from '../../lib/api-client';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { goTo } from '../../lib/navigation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthLayout } from '../../components/auth-layout';
import { useAuthSubmit } from '../../components/use-auth-submit';

const resolver = lazyZodResolver<StartStartupInput, StartStartupInput>(
  async () => (await import('../../../shared/membership')).startStartupSchema,
);

/** DESIGN §8: an account removed from its startup names a new one and gets a dashboard of its own again. */
export function NewStartupPage() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StartStartupInput>({ resolver });
  const start = useAuthSubmit(START_STARTUP_PATH, setError, 'auth.welcomeBack');
  useDocumentTitle(t('team.newStartup.title'));

  const handleLogout = async () => {
    await api('POST', '/api/auth/logout').catch(() => undefined);
    goTo('/login');
  };

  return (
    <AuthLayout
      title={t('team.newStartup.title')}
      subtitle={t('team.newStartup.subtitle')}
      footer={
        <button
          type="button"
          onClick={() => void handleLogout()}
          className="inline-flex min-h-11 items-center font-medium text-brand-600 hover:text-brand-700 hover:underline sm:min-h-0 dark:text-brand-400 dark:hover:text-brand-300"
        >
          {t('nav.logout')}
        </button>
      }
    >
      <form noValidate onSubmit={handleSubmit((values) => void start.submit(values))} data-new-startup-form>
        <fieldset disabled={start.isPending} className="min-w-0 space-y-4">
          <TextField
            label={t('auth.startupName')}
            autoComplete="organization"
            autoFocus
            error={errors.name?.message}
            {...register('name')}
          />
          <Button type="submit" className="w-full">
            {start.isPending ? t('team.newStartup.starting') : t('team.newStartup.start')}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
