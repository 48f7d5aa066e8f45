import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import type { SessionData } from '../../shared/auth';
import { setFlash } from '../app/flash';
import { notify } from '../app/notifications';
import { changeLocale, i18next } from '../i18n';
import { api } from '../lib/api-client';
import { applyServerErrors, errorMessage } from '../lib/form-errors';
import { goTo } from '../lib/navigation';

type WelcomeKey = 'auth.welcome' | 'auth.welcomeBack' | 'passwordReset.done';

/**
 * Posts a login, registration or new-password form; on success a full page load to the dashboard.
 * A plain request, not a React Query mutation: the login page does not load React Query.
 * `onFailure` may take a failure the form cannot show (true: handled).
 */
export function useAuthSubmit<T extends FieldValues>(
  path: string,
  setError: UseFormSetError<T>,
  welcomeKey: WelcomeKey,
  onFailure?: (error: unknown) => boolean,
) {
  const { t } = useTranslation();
  const [isPending, setIsPending] = useState(false);
  const submit = async (values: T) => {
    setIsPending(true);
    try {
      const { data } = await api<SessionData>('POST', path, values);
      // The account's saved language wins (chosen on another browser): the welcome is said in it too.
      if (data.locale !== i18next.language) await changeLocale(data.locale).catch(() => undefined);
      setFlash({ kind: 'success', message: i18next.t(welcomeKey, { name: data.user?.first_name ?? '' }) });
      goTo('/dashboard'); // the form stays disabled while the dashboard loads
    } catch (error) {
      setIsPending(false);
      if (onFailure?.(error) || applyServerErrors(error, setError)) return;
      notify.error(errorMessage(error, t('errors.generic')));
    }
  };
  return { isPending, submit };
}
