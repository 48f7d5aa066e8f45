import { Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../../shared/country-names';
import { formatDate } from '../../../shared/format';
import {
  BUSINESS_STAGES,
  COMPANY_SIZES,
  FINANCIAL_PERFORMANCES,
  INCORPORATION_TYPES,
  SECTORS,
  STARTUP_DETAILS_PATHS,
  startupDetailsSchema,
  type StartupDetails,
  type StartupDetailsInput,
} from '../../../shared/startup-details';
import type { ModalProps } from '../../app/modal-registry';
import { optionText } from '../../components/conflict-view';
import { CountrySelect } from '../../components/country-select';
import { DatePicker } from '../../components/date-picker';
import { FormTabs } from '../../components/form-tabs';
import { ResourceFormModal } from '../../components/resource-form-modal';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { localToday } from '../../lib/local-date';
import { LOCALE_OPTIONS } from '../../lib/switch-locale';
import { useEnumOptions } from '../../lib/use-enum-options';

const GENERAL_FIELDS = [
  'name',
  'business_stage',
  'sector',
  'company_size',
  'financial_performance',
  'headquarters',
  'profile_locale',
] as const;
const INCORPORATION_FIELDS = ['incorporation_type', 'incorporation_date', 'country_of_incorporation'] as const;

// Each language named in itself, as the language switch names them.
const PROFILE_LOCALE_OPTIONS = LOCALE_OPTIONS.map(({ locale, label }) => ({ value: locale, label }));

const toFormValues = (details: StartupDetails): StartupDetailsInput => ({ ...details });

export default function StartupDetailsModal({ onClose }: ModalProps) {
  const { t, i18n } = useTranslation();
  const options = useEnumOptions('startup');
  const choose = t('startup.choose');
  const conflictFields = {
    name: { label: t('startup.details.name') },
    business_stage: { label: t('startup.details.businessStage'), format: optionText(options(BUSINESS_STAGES, 'businessStage')) },
    sector: { label: t('startup.details.sector'), format: optionText(options(SECTORS, 'sector')) },
    company_size: { label: t('startup.details.companySize'), format: optionText(options(COMPANY_SIZES, 'companySize')) },
    financial_performance: {
      label: t('startup.details.financialPerformance'),
      format: optionText(options(FINANCIAL_PERFORMANCES, 'financialPerformance')),
    },
    headquarters: { label: t('startup.details.headquarters') },
    profile_locale: { label: t('startup.details.profileLocale'), format: optionText(PROFILE_LOCALE_OPTIONS) },
    incorporation_type: {
      label: t('startup.details.incorporationType'),
      format: optionText(options(INCORPORATION_TYPES, 'incorporationType')),
    },
    incorporation_date: { label: t('startup.details.incorporationDate'), format: (date: string) => formatDate(date, i18n.language) },
    country_of_incorporation: {
      label: t('startup.details.countryOfIncorporation'),
      format: (code: string) => countryName(code, i18n.language),
    },
  };
  return (
    <ResourceFormModal<StartupDetails, StartupDetailsInput>
      title={t('startup.details.title')}
      description={t('startup.details.description')}
      paths={STARTUP_DETAILS_PATHS}
      historyRecord="startup-details"
      schema={startupDetailsSchema}
      toFormValues={toFormValues}
      conflictFields={conflictFields}
      saveErrorMessage={t('startup.details.saveFailed')}
      successMessage={t('startup.details.saved')}
      onClose={onClose}
    >
      {({ register, control, formState: { errors } }) => (
        <FormTabs
          errors={errors}
          tabs={[
            {
              label: t('startup.details.tabs.general'),
              fields: GENERAL_FIELDS,
              content: (
                <>
                  <TextField
                    label={t('startup.details.name')}
                    autoComplete="organization"
                    error={errors.name?.message}
                    {...register('name')}
                  />
                  <div className="grid gap-5 sm:grid-cols-2">
                    <SelectField
                      label={t('startup.details.businessStage')}
                      options={options(BUSINESS_STAGES, 'businessStage')}
                      placeholder={choose}
                      error={errors.business_stage?.message}
                      {...register('business_stage')}
                    />
                    <SelectField
                      label={t('startup.details.sector')}
                      options={options(SECTORS, 'sector')}
                      placeholder={choose}
                      error={errors.sector?.message}
                      {...register('sector')}
                    />
                    <SelectField
                      label={t('startup.details.companySize')}
                      options={options(COMPANY_SIZES, 'companySize')}
                      placeholder={choose}
                      error={errors.company_size?.message}
                      {...register('company_size')}
                    />
                    <SelectField
                      label={t('startup.details.financialPerformance')}
                      options={options(FINANCIAL_PERFORMANCES, 'financialPerformance')}
                      placeholder={choose}
                      error={errors.financial_performance?.message}
                      {...register('financial_performance')}
                    />
                  </div>
                  <TextField
                    label={t('startup.details.headquarters')}
                    placeholder={t('startup.details.headquartersPlaceholder')}
                    error={errors.headquarters?.message}
                    {...register('headquarters')}
                  />
                  {/* DESIGN §14: the language the profile is written in; the brief, fundraising and founder forms offer the other as its translation. */}
                  <SelectField
                    label={t('startup.details.profileLocale')}
                    options={PROFILE_LOCALE_OPTIONS}
                    hint={t('startup.details.profileLocaleHint')}
                    error={errors.profile_locale?.message}
                    {...register('profile_locale')}
                  />
                </>
              ),
            },
            {
              label: t('startup.details.tabs.incorporation'),
              fields: INCORPORATION_FIELDS,
              content: (
                <>
                  <SelectField
                    label={t('startup.details.incorporationType')}
                    options={options(INCORPORATION_TYPES, 'incorporationType')}
                    placeholder={choose}
                    error={errors.incorporation_type?.message}
                    {...register('incorporation_type')}
                  />
                  <Controller
                    control={control}
                    name="incorporation_date"
                    render={({ field, fieldState }) => (
                      <DatePicker
                        label={t('startup.details.incorporationDate')}
                        name={field.name}
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        maxDate={localToday()}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="country_of_incorporation"
                    render={({ field, fieldState }) => (
                      <CountrySelect
                        label={t('startup.details.countryOfIncorporation')}
                        name={field.name}
                        ref={field.ref}
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </>
              ),
            },
          ]}
        />
      )}
    </ResourceFormModal>
  );
}
