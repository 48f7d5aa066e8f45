import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiAnswer } from '../../lib/api-client';
import { notify } from '../../app/notifications';
import { api } from '../../lib/api-client';
import { applyServerErrors, errorMessage } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

interface AccountFormOptions<T extends FieldValues, Data> {
  path: string;
  loadSchema: () => Promise<z.ZodType<T, T>>;
  defaultValues: DefaultValues<T>;
  /** Said when the call fails without a message of the server's. */
  failedMessage: string;
  onSaved?: (answer: ApiAnswer<Data>, values: T) => void;
}

/**
 * One form of the account page: validated with its shared schema, posted as JSON, the server's 422s under
 * their fields and a toast either way; nothing typed is cleared on failure, and the password fields after success.
 */
export function useAccountForm<T extends FieldValues, Data = unknown>({
  path,
  loadSchema,
  defaultValues,
  failedMessage,
  onSaved,
}: AccountFormOptions<T, Data>) {
  const [resolver] = useState(() => lazyZodResolver<T, T>(loadSchema));
  const form = useForm<T>({ resolver, defaultValues });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await api<Data>('POST', path, values);
      if (answer.message) notify.success(answer.message);
      form.reset(defaultValues);
      onSaved?.(answer, values);
    } catch (error) {
      applyServerErrors(error, form.setError);
      notify.error(errorMessage(error, failedMessage));
    }
  });
  return { form, submit };
}
