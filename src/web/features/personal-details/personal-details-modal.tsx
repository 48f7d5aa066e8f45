import { Controller } from 'react-hook-form';
import { founderTitleText } from '../../../shared/founder-title';
import { useTranslation } from '../../i18n/use-translation';
import {
  GENDERS,
  PERSONAL_DETAILS_PATHS,
  personalDetailsSchema,
  type PersonalDetails,
  type PersonalDetailsInput,
} from '../../../shared/personal-details';
import type { ModalProps } from '../../app/modal-registry';
import { CountrySelect } from '../../components/country-select';
import { DatePicker } from '../../components/date-picker';
import { ResourceFormModal } from '../../components/resource-form-modal';
import { RichTextEditor } from '../../components/rich-text-editor';
import { SearchableSelect } from '../../components/searchable-select';
import { localToday } from '../../lib/local-date';
import { useEnumOptions } from '../../lib/use-enum-options';
import { OwnIdentityFields } from './own-identity-fields';
import { useRefreshOwnIdentity } from './use-own-photo';

const BIOGRAPHY_EDITOR_ID = 'personal-biography';

// The photo is saved on its own (own-identity-fields.tsx), never with the form. The default title reads as the person would say it.
const formValuesIn =
  (locale: string) =>
  ({ avatar_url: _photo, ...details }: PersonalDetails): PersonalDetailsInput => ({
    ...details,
    title: founderTitleText(details.title, locale, details.gender),
  });

export default function PersonalDetailsModal({ onClose }: ModalProps) {
  const { t, i18n } = useTranslation();
  const options = useEnumOptions('profile');
  const refreshOwnIdentity = useRefreshOwnIdentity();
  return (
    <ResourceFormModal<PersonalDetails, PersonalDetailsInput>
      title={t('profile.personal.title')}
      description={t('profile.personal.description')}
      paths={PERSONAL_DETAILS_PATHS}
      schema={personalDetailsSchema}
      toFormValues={formValuesIn(i18n.language)}
      saveErrorMessage={t('profile.personal.saveFailed')}
      successMessage={t('profile.personal.saved')}
      onClose={onClose}
      onSaved={() => void refreshOwnIdentity()}
    >
      {(form) => (
        <>
          <OwnIdentityFields form={form} />
          <Controller
            control={form.control}
            name="biography"
            render={({ field, fieldState }) => (
              <RichTextEditor
                editorId={BIOGRAPHY_EDITOR_ID}
                fieldName="biography"
                label={t('profile.personal.biography')}
                placeholder={t('profile.personal.biographyPlaceholder')}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="birth_date"
              render={({ field, fieldState }) => (
                <DatePicker
                  label={t('profile.personal.birthDate')}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  maxDate={localToday()}
                  error={fieldState.error?.message}
                />
              )}
            />
            {/* The same searchable picker as the two countries beside it: one look and one keyboard for the row. */}
            <Controller
              control={form.control}
              name="gender"
              render={({ field, fieldState }) => (
                <SearchableSelect
                  {...field}
                  value={field.value ?? ''}
                  label={t('profile.personal.gender')}
                  options={options(GENDERS, 'gender')}
                  placeholder={t('profile.choose')}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="nationality"
              render={({ field, fieldState }) => (
                <CountrySelect
                  {...field}
                  value={field.value ?? ''}
                  label={t('profile.personal.nationality')}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="country_of_residence"
              render={({ field, fieldState }) => (
                <CountrySelect
                  {...field}
                  value={field.value ?? ''}
                  label={t('profile.personal.countryOfResidence')}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
        </>
      )}
    </ResourceFormModal>
  );
}
