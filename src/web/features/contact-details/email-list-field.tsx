import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { ContactDetailsInput } from '../../../shared/contact-details';
import { inputClass } from '../../components/text-field';
import { ContactRowList, RemoveRowButton } from './contact-row-list';

/** The email rows; the last one cannot be removed. */
export function EmailListField({ form }: { form: UseFormReturn<ContactDetailsInput> }) {
  const { t } = useTranslation();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'emails' });
  const errors = formState.errors.emails;
  return (
    <ContactRowList
      legend={t('profile.contact.emails')}
      addLabel={t('profile.contact.addEmail')}
      rowCount={fields.length}
      onAdd={() => append({ value: '' })}
      error={errors?.message ?? errors?.root?.message}
    >
      {fields.map((row, index) => {
        const label = t('profile.contact.email', { number: index + 1 });
        const error = errors?.[index]?.value?.message;
        const errorId = `email-${row.id}-error`;
        return (
          <div key={row.id} data-contact-row="emails">
            <div className="flex items-start gap-2">
              <input
                type="email"
                dir="ltr"
                autoComplete={index === 0 ? 'email' : 'off'}
                aria-label={label}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                placeholder={t('profile.contact.emailPlaceholder')}
                className={inputClass}
                {...register(`emails.${index}.value`)}
              />
              <RemoveRowButton
                rowLabel={label}
                keepReason={fields.length === 1 ? t('profile.contact.keepOneEmail') : undefined}
                onRemove={() => remove(index)}
              />
            </div>
            {error && (
              <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </ContactRowList>
  );
}
