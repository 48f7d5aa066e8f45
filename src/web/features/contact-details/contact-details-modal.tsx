import { useTranslation } from '../../i18n/use-translation';
import {
  CONTACT_DETAILS_PATHS,
  contactDetailsSchema,
  contactDetailsToInput,
  type ContactDetails,
  type ContactDetailsInput,
} from '../../../shared/contact-details';
import { DEFAULT_PHONE_COUNTRY } from '../../../shared/countries';
import type { ModalProps } from '../../app/modal-registry';
import { ResourceFormModal } from '../../components/resource-form-modal';
import { TextField } from '../../components/text-field';
import { EmailListField } from './email-list-field';
import { PhoneListField } from './phone-list-field';

/** The saved details as form values; every list keeps at least one row (a blank phone dials Jordan, SPEC §3). */
function toFormValues(details: ContactDetails): ContactDetailsInput {
  const values = contactDetailsToInput(details);
  const blankPhone = () => [{ number: '', ...DEFAULT_PHONE_COUNTRY }];
  return {
    ...values,
    emails: values.emails.length > 0 ? values.emails : [{ value: '' }],
    phones: values.phones.length > 0 ? values.phones : blankPhone(),
    whatsapps: values.whatsapps.length > 0 ? values.whatsapps : blankPhone(),
  };
}

export default function ContactDetailsModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <ResourceFormModal<ContactDetails, ContactDetailsInput>
      title={t('profile.contact.title')}
      description={t('profile.contact.description')}
      paths={CONTACT_DETAILS_PATHS}
      schema={contactDetailsSchema}
      toFormValues={toFormValues}
      saveErrorMessage={t('profile.contact.saveFailed')}
      successMessage={t('profile.contact.saved')}
      onClose={onClose}
    >
      {(form) => {
        const { register, formState } = form;
        return (
          <>
            <EmailListField form={form} />
            <PhoneListField form={form} list="phones" />
            <PhoneListField form={form} list="whatsapps" />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t('profile.contact.linkedin')}
                type="url"
                placeholder={t('profile.contact.linkedinPlaceholder')}
                error={formState.errors.linkedin?.message}
                {...register('linkedin')}
              />
              <TextField
                label={t('profile.contact.website')}
                type="url"
                placeholder={t('profile.contact.websitePlaceholder')}
                error={formState.errors.website?.message}
                {...register('website')}
              />
            </div>
          </>
        );
      }}
    </ResourceFormModal>
  );
}
