import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { plainTextLength } from '../../../shared/plain-text';
import type { StartupBriefInput } from '../../../shared/startup-brief';
import { TextField } from '../../components/text-field';

/** The brief's one-liner: plain text with a live x/160 counter that turns red past the limit. */
export function OneLinerField({ form, max }: { form: UseFormReturn<StartupBriefInput>; max: number }) {
  const { t } = useTranslation();
  const length = plainTextLength(form.watch('one_liner') ?? '');
  const isOver = length > max;
  const error = form.formState.errors.one_liner?.message;
  return (
    <div>
      <TextField
        label={t('startup.brief.oneLiner')}
        placeholder={t('startup.brief.oneLinerPlaceholder')}
        error={error}
        {...form.register('one_liner')}
      />
      <p
        aria-live="polite"
        data-one-liner-counter
        className={`mt-1 text-end text-xs tabular-nums ${isOver ? 'font-medium text-red-600 dark:text-red-400' : 'text-zinc-500 dark:text-zinc-400'}`}
      >
        {t('startup.brief.oneLinerCount', { count: length, max })}
      </p>
    </div>
  );
}
