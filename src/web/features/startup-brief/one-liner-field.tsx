import { useId, type KeyboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { plainTextLength } from '../../../shared/plain-text';
import type { StartupBriefInput } from '../../../shared/startup-brief';
import { inputClass } from '../../components/text-field';
import { useProfileLanguage } from '../../lib/profile-language';
import { BriefFieldGuide, NeededToApply } from './brief-field-guide';

// One sentence, however long: Enter saves as in any single-line field instead of starting a second line.
function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

// Browsers without `field-sizing: content` (Firefox) grow the box from its scroll height instead.
const hasFieldSizing = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');
function growToContent(field: HTMLTextAreaElement | null) {
  if (!field || hasFieldSizing) return;
  field.style.height = 'auto';
  field.style.height = `${field.scrollHeight + field.offsetHeight - field.clientHeight}px`;
}

/** The brief's one-liner: plain text that grows to show its whole sentence, with a live x/160 counter that turns red past the limit. */
export function OneLinerField({ form, max }: { form: UseFormReturn<StartupBriefInput>; max: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { lang, dir = 'auto' } = useProfileLanguage();
  const length = plainTextLength(form.watch('one_liner') ?? '');
  const isOver = length > max;
  const error = form.formState.errors.one_liner?.message;
  const { ref, onChange, ...field } = form.register('one_liner');
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {t('startup.brief.oneLiner')}
        <NeededToApply />
      </label>
      <textarea
        id={inputId}
        rows={1}
        lang={lang}
        dir={dir}
        placeholder={t('startup.brief.oneLinerPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onKeyDown={submitOnEnter}
        className={`${inputClass} field-sizing-content min-h-[2.375rem] resize-none`}
        {...field}
        ref={(element) => {
          ref(element);
          growToContent(element);
        }}
        onChange={(event) => {
          growToContent(event.currentTarget);
          return onChange(event);
        }}
      />
      {error && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
      <p
        aria-live="polite"
        data-one-liner-counter
        className={`mt-1 text-end text-xs tabular-nums ${isOver ? 'font-medium text-red-600 dark:text-red-400' : 'text-zinc-500 dark:text-zinc-400'}`}
      >
        {t('startup.brief.oneLinerCount', { count: length, max })}
      </p>
      <BriefFieldGuide field="one_liner" />
    </div>
  );
}
