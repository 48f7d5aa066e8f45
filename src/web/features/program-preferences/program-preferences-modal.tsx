import { Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../../shared/country-names';
import { formatDate } from '../../../shared/format';
import {
  PROGRAM_DURATIONS,
  PROGRAM_LOCATIONS,
  PROGRAM_PREFERENCES_PATHS,
  PROGRAM_TYPES,
  programPreferencesSchema,
  type ProgramPreferences,
  type ProgramPreferencesInput,
} from '../../../shared/program-preferences';
import type { ModalProps } from '../../app/modal-registry';
import { optionText } from '../../components/conflict-view';
import { DatePicker } from '../../components/date-picker';
import { FormTabs } from '../../components/form-tabs';
import { ResourceFormModal } from '../../components/resource-form-modal';
import { SelectField } from '../../components/select-field';
import { StartupLocationsField } from './startup-locations-field';
import { useEnumOptions } from '../../lib/use-enum-options';

const PROGRAM_FIELDS = ['program_type', 'program_duration', 'program_location', 'program_start_date'] as const;
const LOCATION_FIELDS = ['startup_locations'] as const;

const toFormValues = (preferences: ProgramPreferences): ProgramPreferencesInput => ({ ...preferences });

export default function ProgramPreferencesModal({ onClose }: ModalProps) {
  const { t, i18n } = useTranslation();
  const options = useEnumOptions('profile');
  const choose = t('profile.choose');
  const conflictFields = {
    program_type: { label: t('profile.preferences.programType'), format: optionText(options(PROGRAM_TYPES, 'programType')) },
    program_duration: {
      label: t('profile.preferences.programDuration'),
      format: optionText(options(PROGRAM_DURATIONS, 'programDuration')),
    },
    program_location: {
      label: t('profile.preferences.programLocation'),
      format: optionText(options(PROGRAM_LOCATIONS, 'programLocation')),
    },
    program_start_date: { label: t('profile.preferences.programStartDate'), format: (date: string) => formatDate(date, i18n.language) },
    startup_locations: { label: t('profile.preferences.startupLocations'), format: (code: string) => countryName(code, i18n.language) },
  };
  return (
    <ResourceFormModal<ProgramPreferences, ProgramPreferencesInput>
      title={t('profile.preferences.title')}
      description={t('profile.preferences.description')}
      paths={PROGRAM_PREFERENCES_PATHS}
      historyRecord="program-preferences"
      schema={programPreferencesSchema}
      toFormValues={toFormValues}
      conflictFields={conflictFields}
      saveErrorMessage={t('profile.preferences.saveFailed')}
      successMessage={t('profile.preferences.saved')}
      onClose={onClose}
    >
      {({ register, control, formState: { errors } }) => (
        <FormTabs
          errors={errors}
          tabs={[
            {
              label: t('profile.preferences.tabs.program'),
              fields: PROGRAM_FIELDS,
              content: (
                <div className="grid gap-5 sm:grid-cols-2">
                  <SelectField
                    label={t('profile.preferences.programType')}
                    options={options(PROGRAM_TYPES, 'programType')}
                    placeholder={choose}
                    error={errors.program_type?.message}
                    {...register('program_type')}
                  />
                  <SelectField
                    label={t('profile.preferences.programDuration')}
                    options={options(PROGRAM_DURATIONS, 'programDuration')}
                    placeholder={choose}
                    error={errors.program_duration?.message}
                    {...register('program_duration')}
                  />
                  <SelectField
                    label={t('profile.preferences.programLocation')}
                    options={options(PROGRAM_LOCATIONS, 'programLocation')}
                    placeholder={choose}
                    error={errors.program_location?.message}
                    {...register('program_location')}
                  />
                  <Controller
                    control={control}
                    name="program_start_date"
                    render={({ field, fieldState }) => (
                      <DatePicker
                        label={t('profile.preferences.programStartDate')}
                        name={field.name}
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </div>
              ),
            },
            {
              label: t('profile.preferences.tabs.startupLocations'),
              fields: LOCATION_FIELDS,
              content: (
                <Controller
                  control={control}
                  name="startup_locations"
                  render={({ field, fieldState }) => (
                    <StartupLocationsField value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
                  )}
                />
              ),
            },
          ]}
        />
      )}
    </ResourceFormModal>
  );
}
