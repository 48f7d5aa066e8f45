import { useMutation } from '@tanstack/react-query';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SessionData } from '../../../shared/auth';
import { setFlash } from '../../app/flash';
import { notify } from '../../app/notifications';
import { api } from '../../lib/api-client';
import { applyServerErrors, errorMessage } from '../../lib/form-errors';
import { goTo } from '../../lib/navigation';

/** Posts a login or registration form; on success a full page load to the dashboard. */
export function useAuthSubmit<T extends FieldValues>(path: string, setError: UseFormSetError<T>, welcomeKey: 'auth.welcome' | 'auth.welcomeBack') {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (values: T) => api<SessionData>('POST', path, values),
    onSuccess: ({ data }) => {
      setFlash({ kind: 'success', message: t(welcomeKey, { name: data.user?.first_name ?? '' }) });
      goTo('/dashboard');
    },
    onError: (error) => {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error, t('errors.generic')));
    },
  });
}
