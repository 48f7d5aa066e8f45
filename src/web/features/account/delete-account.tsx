import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { ACCOUNT_PATHS, type DeleteAccountInput } from '../../../shared/account';
import { setFlash } from '../../app/flash';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import { api } from '../../lib/api-client';
import { applyServerErrors, errorMessage } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { goTo } from '../../lib/navigation';
import { PAGE_PATHS } from '../../../shared/pages';
import { useFounders } from '../founders/use-founders';
import { AccountSection } from './account-section';

const resolver = lazyZodResolver<DeleteAccountInput, DeleteAccountInput>(
  async () => (await import('../../../shared/account')).deleteAccountSchema,
);

/** The danger zone: deleting asks for the password in a confirm dialog; a wrong one shows under its field and the dialog stays. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  // DESIGN §8: the last founder with an account takes the startup along; the dialog says which case this is.
  const team = useFounders();
  const isLastMember = team.data && !team.data.some((founder) => !founder.isYou && founder.user_id !== null);
  const confirmMessage = isLastMember === undefined ? 'confirmMessage' : isLastMember ? 'confirmLast' : ('confirmStays' as const);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput>({ resolver, defaultValues: { password: '' } });

  const remove = handleSubmit(async (values) => {
    try {
      const { message } = await api('POST', ACCOUNT_PATHS.delete, values);
      setFlash({ kind: 'info', message: message ?? t('accountSettings.delete.done') });
      goTo(PAGE_PATHS.login);
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error, t('accountSettings.delete.failed')));
    }
  });
  const cancel = () => {
    setIsConfirming(false);
    reset();
  };

  return (
    <AccountSection
      id="delete"
      tone="danger"
      title={t('accountSettings.delete.title')}
      description={
        <>
          <p>{t('accountSettings.delete.description')}</p>
          <p>{t('accountSettings.delete.lastMember')}</p>
        </>
      }
    >
      <div className="flex h-full items-start md:justify-end">
        <Button variant="danger" className="max-sm:w-full" onClick={() => setIsConfirming(true)}>
          {t('accountSettings.delete.button')}
        </Button>
      </div>
      <ConfirmDialog
        message={isConfirming ? t(`accountSettings.delete.${confirmMessage}`) : null}
        title={t('accountSettings.delete.confirmTitle')}
        confirmLabel={isSubmitting ? t('accountSettings.delete.deleting') : t('accountSettings.delete.confirm')}
        isPending={isSubmitting}
        onConfirm={() => void remove()}
        onCancel={cancel}
      >
        {/* One field: Enter submits it. */}
        <form noValidate className="mt-4" onSubmit={(event) => void remove(event)}>
          <TextField
            label={t('accountSettings.currentPassword')}
            type="password"
            autoComplete="current-password"
            autoFocus
            disabled={isSubmitting}
            error={errors.password?.message}
            {...register('password')}
          />
        </form>
      </ConfirmDialog>
    </AccountSection>
  );
}
