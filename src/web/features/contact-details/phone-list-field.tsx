import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { ContactDetailsInput } from '../../../shared/contact-details';
import { DEFAULT_PHONE_COUNTRY, dialCode } from '../../../shared/countries';
import { PhoneCodeSelect } from '../../components/country-select';
import { inputClass } from '../../components/text-field';
import { latinizeDigitsOf } from '../../lib/latin-digits-input';
import { ContactRowList, RemoveRowButton } from './contact-row-list';

type PhoneList = 'phones' | 'whatsapps';

const LABELS = {
  phones: {
    legend: 'profile.contact.phones',
    row: 'profile.contact.phone',
    add: 'profile.contact.addPhone',
    keep: 'profile.contact.keepOnePhone',
  },
  whatsapps: {
    legend: 'profile.contact.whatsapps',
    row: 'profile.contact.whatsapp',
    add: 'profile.contact.addWhatsapp',
    keep: 'profile.contact.keepOneWhatsapp',
  },
} as const;

/** Phone or WhatsApp rows: a searchable dial-code select (by ISO country, so US and CA stay apart) and the number. */
export function PhoneListField({ form, list }: { form: UseFormReturn<ContactDetailsInput>; list: PhoneList }) {
  const { t } = useTranslation();
  const { control, register, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: list });
  const labels = LABELS[list];
  const errors = formState.errors[list];
  return (
    <ContactRowList
      legend={t(labels.legend)}
      addLabel={t(labels.add)}
      rowCount={fields.length}
      onAdd={() => append({ number: '', ...DEFAULT_PHONE_COUNTRY })}
      error={errors?.message ?? errors?.root?.message}
    >
      {fields.map((row, index) => {
        const label = t(labels.row, { number: index + 1 });
        const rowErrors = errors?.[index];
        const numberError = rowErrors?.number?.message;
        const codeError = rowErrors?.country?.message ?? rowErrors?.code?.message ?? rowErrors?.country_code?.message;
        const errorId = `${list}-${row.id}-error`;
        const numberField = register(`${list}.${index}.number`);
        return (
          <div key={row.id} data-contact-row={list}>
            <div className="flex items-start gap-2">
              <Controller
                control={control}
                name={`${list}.${index}.country`}
                render={({ field }) => (
                  <PhoneCodeSelect
                    {...field}
                    value={field.value ?? ''}
                    onChange={(country) => {
                      field.onChange(country);
                      setValue(`${list}.${index}.code`, dialCode(country) ?? '');
                    }}
                    label={t('profile.contact.codeOf', { label })}
                    hideLabel
                    error={codeError}
                    className="w-36 shrink-0"
                  />
                )}
              />
              <input
                type="tel"
                dir="ltr"
                inputMode="tel"
                autoComplete="off"
                aria-label={label}
                aria-invalid={numberError ? true : undefined}
                aria-describedby={numberError ? errorId : undefined}
                placeholder={t('profile.contact.numberPlaceholder')}
                className={`${inputClass} min-w-0 flex-1`}
                {...numberField}
                onChange={(event) => {
                  latinizeDigitsOf(event.currentTarget);
                  return numberField.onChange(event);
                }}
              />
              <RemoveRowButton
                rowLabel={label}
                keepReason={fields.length === 1 ? t(labels.keep) : undefined}
                onRemove={() => remove(index)}
              />
            </div>
            {numberError && (
              <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
                {numberError}
              </p>
            )}
          </div>
        );
      })}
    </ContactRowList>
  );
}
