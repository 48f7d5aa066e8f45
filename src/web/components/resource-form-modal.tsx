import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../app/notifications';
import { applyServerErrors, errorMessage, translatedResolver } from '../lib/form-errors';
import { isFirstErrorInView } from '../lib/first-error-in-view';
import { useResource, type ResourcePaths } from '../lib/resource';
import { useSaveResource } from '../lib/save-resource';
import { Button } from './button';
import { ModalFrame } from './modal-frame';

export interface ResourceFormModalProps<Data, Values extends FieldValues> {
  title: string;
  description?: string;
  paths: ResourcePaths;
  schema: z.ZodType<unknown, Values>;
  /** The form's values for a loaded record (and the blank form shape). */
  toFormValues: (data: Data) => DefaultValues<Values>;
  /** SPEC §8 fallback, e.g. "Failed to save contact details". */
  saveErrorMessage: string;
  /** SPEC §8 default, used when the server sends no message. */
  successMessage: string;
  onClose: () => void;
  children: (form: UseFormReturn<Values>) => ReactNode;
}

/**
 * A modal form over one saved record (DESIGN §4): loads on open, saves, closes on
 * success. A failed load is never savable (a blank form would overwrite real data):
 * it shows the failure and Retry. A failed save keeps everything typed.
 */
export function ResourceFormModal<Data, Values extends FieldValues>(props: ResourceFormModalProps<Data, Values>) {
  const { title, description, paths, schema, toFormValues, saveErrorMessage, successMessage, onClose, children } = props;
  const { t } = useTranslation();
  const formId = useId();
  const record = useResource<Data>(paths);
  const save = useSaveResource<Data, unknown>(paths);
  const form = useForm<Values>({ resolver: translatedResolver(zodResolver(schema as never)) as never, mode: 'onTouched' });
  const { reset, handleSubmit, setError } = form;

  useEffect(() => {
    if (record.data !== undefined) reset(toFormValues(record.data));
    // Only a new server record resets the form; typing never gets overwritten by a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.data, reset]);

  const submit = handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (answer) => {
          notify.success(answer.message ?? successMessage);
          onClose();
        },
        onError: (error) => {
          applyServerErrors(error, setError);
          notify.error(errorMessage(error, saveErrorMessage));
        },
      }),
    (errors) => {
      // A visible inline error already says it; the toast is for errors out of sight.
      const form = document.getElementById(formId);
      if (!isFirstErrorInView(form instanceof HTMLFormElement ? form : null, errors)) notify.error(t('errors.validation'));
    },
  );

  const isReady = record.isSuccess;
  return (
    <ModalFrame
      title={title}
      description={description}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} disabled={!isReady || save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      {record.isPending && <FormSkeleton />}
      {record.isError && (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm">
          <CircleAlert aria-hidden className="size-6 text-red-500" />
          <p>{t('errors.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void record.refetch()}>{t('common.retry')}</Button>
        </div>
      )}
      {isReady && (
        <form id={formId} noValidate onSubmit={submit}>
          <fieldset disabled={save.isPending} className="min-w-0 space-y-5">{children(form)}</fieldset>
        </form>
      )}
    </ModalFrame>
  );
}

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="animate-pulse space-y-5 motion-reduce:animate-none">
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-2">
          <div className="h-3.5 w-28 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-9 rounded-lg bg-zinc-100 dark:bg-zinc-800/70" />
        </div>
      ))}
    </div>
  );
}
