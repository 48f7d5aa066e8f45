import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import {
  ONE_LINER_MAX_LENGTH,
  STARTUP_BRIEF_PATHS,
  startupBriefSchema,
  type StartupBrief,
  type StartupBriefInput,
  type StartupBriefRichTextField,
} from '../../../shared/startup-brief';
import type { ModalProps } from '../../app/modal-registry';
import type { ConflictFields } from '../../components/conflict-view';
import { FormTabs } from '../../components/form-tabs';
import { ResourceFormModal } from '../../components/resource-form-modal';
import { RichTextEditor } from '../../components/rich-text-editor';
import { formTranslationKeys } from '../../lib/translated-texts';
import { useProfileLanguage } from '../../lib/profile-language';
import { BriefFieldGuide, isNeededToApply, NeededToApply } from './brief-field-guide';
import { OneLinerField } from './one-liner-field';

/** The modal's tabs (SPEC §2) and the brief fields each one holds. */
const BRIEF_TABS = [
  { key: 'summary', fields: ['one_liner', 'description'] },
  { key: 'visionMission', fields: ['vision', 'mission'] },
  { key: 'problemSolution', fields: ['problem', 'solution'] },
  { key: 'uniqueValue', fields: ['unique_value'] },
  { key: 'highlights', fields: ['highlights'] },
] as const;

const toFormValues = (brief: StartupBrief): StartupBriefInput => ({ ...brief });
const TRANSLATED_KEYS = formTranslationKeys({ record: 'startup-brief' });

export default function StartupBriefModal({ onClose, context }: ModalProps) {
  const { t } = useTranslation();
  const conflictFields: ConflictFields = Object.fromEntries(
    BRIEF_TABS.flatMap(({ fields }) => fields).map((field) => [
      field,
      { label: field === 'one_liner' ? t('startup.brief.oneLiner') : t(`startup.brief.fields.${field}`) },
    ]),
  );
  return (
    <ResourceFormModal<StartupBrief, StartupBriefInput>
      title={t('startup.brief.title')}
      description={t('startup.brief.description')}
      paths={STARTUP_BRIEF_PATHS}
      historyRecord="startup-brief"
      schema={startupBriefSchema}
      toFormValues={toFormValues}
      conflictFields={conflictFields}
      saveErrorMessage={t('startup.brief.saveFailed')}
      successMessage={t('startup.brief.saved')}
      onClose={onClose}
      translation={{ keys: TRANSLATED_KEYS, isShownFirst: context.version === 'translation' }}
    >
      {(form) => (
        <FormTabs
          errors={form.formState.errors}
          tabs={BRIEF_TABS.map(({ key, fields }) => ({
            label: t(`startup.brief.tabs.${key}`),
            fields,
            content: fields.map((field) =>
              field === 'one_liner' ? (
                <OneLinerField key={field} form={form} max={ONE_LINER_MAX_LENGTH} />
              ) : (
                <BriefEditor key={field} form={form} field={field} />
              ),
            ),
          }))}
        />
      )}
    </ResourceFormModal>
  );
}

/** One rich-text field of the brief, bound to the form object by its field name (SPEC §3). */
function BriefEditor({ form, field }: { form: UseFormReturn<StartupBriefInput>; field: StartupBriefRichTextField }) {
  const { t } = useTranslation();
  const language = useProfileLanguage();
  return (
    <Controller
      control={form.control}
      name={field}
      render={({ field: editorField, fieldState, formState }) => (
        <div>
          <RichTextEditor
            editorId={`startup-brief-${field}`}
            fieldName={field}
            label={t(`startup.brief.fields.${field}`)}
            labelAddon={isNeededToApply(field) && <NeededToApply />}
            value={editorField.value ?? ''}
            onChange={editorField.onChange}
            disabled={formState.isSubmitting}
            error={fieldState.error?.message}
            {...language}
          />
          <BriefFieldGuide field={field} value={editorField.value ?? ''} />
        </div>
      )}
    />
  );
}
