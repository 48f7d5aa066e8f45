import { Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import {
  CURRENT_STAGES,
  DEFAULT_CURRENCY,
  FUNDRAISING_PATHS,
  fundraisingSchema,
  type Fundraising,
  type FundraisingInput,
} from '../../../shared/fundraising';
import type { ModalProps } from '../../app/modal-registry';
import { optionText } from '../../components/conflict-view';
import { ResourceFormModal } from '../../components/resource-form-modal';
import { RichTextEditor } from '../../components/rich-text-editor';
import { formTranslationKeys } from '../../lib/translated-texts';
import { useProfileLanguage } from '../../lib/profile-language';
import { SearchableSelect } from '../../components/searchable-select';
import { SelectField } from '../../components/select-field';
import { useEnumOptions } from '../../lib/use-enum-options';
import { AmountField } from './amount-field';
import { useCurrencyOptions } from './use-currency-options';

const toFormValues = (fundraising: Fundraising): FundraisingInput => ({
  ...fundraising,
  currency: fundraising.currency || DEFAULT_CURRENCY,
});

const TRANSLATED_KEYS = formTranslationKeys({ record: 'fundraising' });

export default function FundraisingModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const language = useProfileLanguage();
  const options = useEnumOptions('startup');
  const currencies = useCurrencyOptions();
  const conflictFields = {
    required_amount: { label: t('startup.fundraising.requiredAmount') },
    currency: { label: t('startup.fundraising.currency') },
    current_stage: { label: t('startup.fundraising.currentStage'), format: optionText(options(CURRENT_STAGES, 'currentStage')) },
    min_ticket_size: { label: t('startup.fundraising.minTicketSize') },
    max_ticket_size: { label: t('startup.fundraising.maxTicketSize') },
    use_of_funds: { label: t('startup.fundraising.useOfFunds') },
  };
  return (
    <ResourceFormModal<Fundraising, FundraisingInput>
      title={t('startup.fundraising.title')}
      description={t('startup.fundraising.description')}
      paths={FUNDRAISING_PATHS}
      historyRecord="fundraising"
      schema={fundraisingSchema}
      toFormValues={toFormValues}
      conflictFields={conflictFields}
      saveErrorMessage={t('startup.fundraising.saveFailed')}
      successMessage={t('startup.fundraising.saved')}
      onClose={onClose}
      translation={{ keys: TRANSLATED_KEYS }}
    >
      {({ register, control, formState: { errors, isSubmitting } }) => {
        return (
          <>
            <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
              <AmountField control={control} name="required_amount" label={t('startup.fundraising.requiredAmount')} />
              <Controller
                control={control}
                name="currency"
                render={({ field, fieldState }) => (
                  <SearchableSelect
                    label={t('startup.fundraising.currency')}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    options={currencies}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </div>
            <SelectField
              label={t('startup.fundraising.currentStage')}
              options={options(CURRENT_STAGES, 'currentStage')}
              placeholder={t('startup.choose')}
              error={errors.current_stage?.message}
              {...register('current_stage')}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <AmountField
                control={control}
                name="min_ticket_size"
                label={t('startup.fundraising.minTicketSize')}
                deps={['max_ticket_size']}
              />
              <AmountField control={control} name="max_ticket_size" label={t('startup.fundraising.maxTicketSize')} />
            </div>
            <Controller
              control={control}
              name="use_of_funds"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  editorId="fundraising-use_of_funds"
                  fieldName={field.name}
                  label={t('startup.fundraising.useOfFunds')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  disabled={isSubmitting}
                  error={fieldState.error?.message}
                  {...language}
                />
              )}
            />
          </>
        );
      }}
    </ResourceFormModal>
  );
}
