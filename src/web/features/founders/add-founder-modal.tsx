import { useState } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { AVATAR_FIELD, founderSchema, missingFounderFields, type FounderInput } from '../../../shared/founders';
import { FOUNDER_DEFAULT_TITLE, founderTitleText } from '../../../shared/founder-title';
import { MODALS } from '../../../shared/modals';
import { openModal } from '../../app/modal-host';
import type { ModalProps } from '../../app/modal-registry';
import { notify } from '../../app/notifications';
import { CheckboxOption } from '../../components/checkbox-option';
import { FormTabs } from '../../components/form-tabs';
import { RecordFormModal } from '../../components/resource-form-modal';
import { RichTextEditor } from '../../components/rich-text-editor';
import { formTranslationKeys } from '../../lib/translated-texts';
import { useProfileLanguage } from '../../lib/profile-language';
import { AvatarField } from './avatar-field';
import { FounderPublicFields } from './founder-public-fields';
import { useSaveFounder } from './use-founder-changes';
import { useFounderHistory } from './founder-history';
import { founderName } from '../../lib/founder-name';
import { errorMessage } from '../../lib/form-errors';
import { useInvite } from '../../lib/use-invitations';
import { useFounders } from './use-founders';

// A new co-founder starts with the default title; saved untouched, it stays the default (founder-title.ts).
const NEW_FOUNDER: FounderInput = { first_name: '', last_name: '', title: FOUNDER_DEFAULT_TITLE, email: '', linkedin_url: '', brief: '' };
const PUBLIC_FIELDS = [AVATAR_FIELD, 'first_name', 'last_name', 'title', 'email', 'linkedin_url'];

// A team row also carries its id, photo and owner: the form edits only these. The default title reads in the page's language.
const formValuesIn =
  (locale: string) =>
  ({ first_name, last_name, title, email, linkedin_url, brief }: FounderInput): FounderInput => ({
    first_name,
    last_name,
    title: founderTitleText(title ?? FOUNDER_DEFAULT_TITLE, locale),
    email,
    linkedin_url,
    brief,
  });

/** add-founder-modal: adds a co-founder, or edits the one the open-modal event names (SPEC §5–§6). */
export default function AddFounderModal({ onClose, context }: ModalProps) {
  const { t, i18n } = useTranslation();
  const language = useProfileLanguage();
  const founderId = context.founderId ?? null;
  const founders = useFounders();
  const founder = founderId ? founders.data?.find((candidate) => candidate.id === founderId) : undefined;
  const [avatar, setAvatar] = useState<{ file: File | null; error?: string }>({ file: null });
  const save = useSaveFounder(founderId, avatar.file);
  const history = useFounderHistory(founderId, founder && founderName(founder));
  const [alsoInvite, setAlsoInvite] = useState(false);
  const invite = useInvite();
  // After the modal has closed: mutateAsync settles even once this form is gone, where mutate's callbacks would not.
  const inviteAdded = ({ email }: { email: string }) =>
    invite.mutateAsync({ email }).then(
      () => notify.success(t('founders.invited', { email })),
      (error: unknown) => notify.error(t('founders.inviteFailed', { reason: errorMessage(error, t('team.invite.failed')) })),
    );
  // The founder edited is one row of the team list, which has no ETag: saves are not compared.
  const shown = founderId === null ? NEW_FOUNDER : founder;
  const record = {
    data: shown,
    isSuccess: shown !== undefined,
    isPending: !shown && founders.isPending,
    isError: !shown && !founders.isPending,
    refetch: founders.refetch,
  };

  return (
    <RecordFormModal<FounderInput, FounderInput>
      title={t(founderId ? 'founders.editTitle' : 'founders.addTitle')}
      description={t('founders.formDescription')}
      source={{ record, save, draftName: `founder:${founderId ?? 'new'}` }}
      schema={founderSchema}
      toFormValues={formValuesIn(i18n.language)}
      saveErrorMessage={t('founders.saveFailed')}
      successMessage={t(founderId ? 'founders.updated' : 'founders.added')}
      onClose={onClose}
      onSaved={(saved) => void (founderId === null && alsoInvite && inviteAdded(saved))}
      onDone={() => openModal(MODALS.founders)}
      hasUnsavedExtras={avatar.file !== null}
      // A founder being added has no translation yet: the version switch comes once the entry is saved.
      translation={founderId === null ? undefined : { keys: formTranslationKeys({ record: 'founders', founderId }) }}
      history={history}
      invalidMessage={(values) => t(missingFounderFields(values).length > 0 ? 'founders.requiredFields' : 'errors.validation')}
    >
      {(form) => {
        const serverAvatarError = (form.formState.errors as Record<string, FieldError | undefined>)[AVATAR_FIELD]?.message;
        const handleAvatarChange = (file: File | null, error?: string) => {
          setAvatar({ file, error });
          form.clearErrors(AVATAR_FIELD as keyof FounderInput);
        };
        return (
          <FormTabs
            errors={form.formState.errors}
            tabs={[
              {
                label: t('founders.tabs.public'),
                fields: PUBLIC_FIELDS,
                content: (
                  <>
                    <AvatarField
                      founder={{ ...NEW_FOUNDER, avatar_url: founder?.avatar_url ?? '', ...form.watch() }}
                      file={avatar.file}
                      error={avatar.error ?? serverAvatarError}
                      onChange={handleAvatarChange}
                    />
                    <FounderPublicFields form={form} titleLanguage={language} />
                    {founderId === null && (
                      <CheckboxOption
                        name="also_invite"
                        label={t('founders.inviteToo')}
                        hint={t('founders.inviteTooHint')}
                        checked={alsoInvite}
                        onChange={setAlsoInvite}
                      />
                    )}
                  </>
                ),
              },
              {
                label: t('founders.tabs.extra'),
                fields: ['brief'],
                content: (
                  <Controller
                    control={form.control}
                    name="brief"
                    render={({ field, fieldState }) => (
                      <RichTextEditor
                        editorId="founder-brief"
                        fieldName="brief"
                        label={t('founders.brief')}
                        placeholder={t('founders.briefPlaceholder')}
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        error={fieldState.error?.message}
                        disabled={save.isPending}
                        {...language}
                      />
                    )}
                  />
                ),
              },
            ]}
          />
        );
      }}
    </RecordFormModal>
  );
}
