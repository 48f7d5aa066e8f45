import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CURRENT_STAGES, DEFAULT_CURRENCY, FUNDRAISING_PATHS, fundraisingSchema, type Fundraising, type FundraisingInput,
} from '../../../shared/fundraising';
import type { ModalProps } from '../../app/modal-registry';
import { ResourceFormModal } from '../../components/resource-form-modal';
import { RichTextEditor } from '../../components/rich-text-editor';
import { SearchableSelect } from '../../components/searchable-select';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useStartupEnumOptions } from '../startup-details/use-startup-enum-options';
import { useCurrencyOptions } from './use-currency-options';

const toFormValues = (fundraising: Fundraising): FundraisingInput => ({
  ...fundraising,
  currency: fundraising.currency || DEFAULT_CURRENCY,
});

export default function FundraisingModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const options = useStartupEnumOptions();
  const currencies = useCurrencyOptions();
  return (
    <ResourceFormModal<Fundraising, FundraisingInput>
      title={t('startup.fundraising.title')}
      description={t('startup.fundraising.description')}
      paths={FUNDRAISING_PATHS}
      schema={fundraisingSchema}
      toFormValues={toFormValues}
      saveErrorMessage={t('startup.fundraising.saveFailed')}
      successMessage={t('startup.fundraising.saved')}
      onClose={onClose}
    >
      {({ register, control, formState: { errors, isSubmitting } }) => {
        const amountProps = { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off', placeholder: '0.00', className: 'tabular-nums' } as const;
        return (
          <>
            <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
              <TextField label={t('startup.fundraising.requiredAmount')} {...amountProps} error={errors.required_amount?.message} {...register('required_amount')} />
              <Controller
                control={control}
                name="currency"
                render={({ field, fieldState }) => (
                  <SearchableSelect label={t('startup.fundraising.currency')} name={field.name} ref={field.ref} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} options={currencies} error={fieldState.error?.message} />
                )}
              />
            </div>
            <SelectField label={t('startup.fundraising.currentStage')} options={options(CURRENT_STAGES, 'currentStage')} placeholder={t('startup.choose')} error={errors.current_stage?.message} {...register('current_stage')} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label={t('startup.fundraising.minTicketSize')} {...amountProps} error={errors.min_ticket_size?.message} {...register('min_ticket_size', { deps: ['max_ticket_size'] })} />
              <TextField label={t('startup.fundraising.maxTicketSize')} {...amountProps} error={errors.max_ticket_size?.message} {...register('max_ticket_size')} />
            </div>
            <Controller
              control={control}
              name="use_of_funds"
              render={({ field, fieldState }) => (
                <RichTextEditor editorId="fundraising-use_of_funds" fieldName={field.name} label={t('startup.fundraising.useOfFunds')} value={field.value ?? ''} onChange={field.onChange} disabled={isSubmitting} error={fieldState.error?.message} />
              )}
            />
          </>
        );
      }}
    </ResourceFormModal>
  );
}
