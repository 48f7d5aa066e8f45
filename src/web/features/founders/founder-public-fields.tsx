import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { FounderInput } from '../../../shared/founders';
import type { TextLanguage } from '../../components/rich-text-editor';
import { TextField } from '../../components/text-field';

/**
 * The "Public Details" tab's text inputs, named as the contract names them. Personal details shows
 * them for your own row, without the email (your login's, changed in the account settings).
 */
export function FounderPublicFields({
  form,
  withEmail = true,
  titleLanguage,
}: {
  form: UseFormReturn<FounderInput>;
  withEmail?: boolean;
  /** The profile's language, which the title is written in (DESIGN §14). */
  titleLanguage?: TextLanguage;
}) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('founders.firstName')}
        autoComplete="off"
        required
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField label={t('founders.lastName')} autoComplete="off" required error={errors.last_name?.message} {...register('last_name')} />
      <TextField
        className={withEmail ? undefined : 'sm:col-span-2'}
        label={t('founders.jobTitle')}
        required
        error={errors.title?.message}
        {...titleLanguage}
        {...register('title')}
      />
      {withEmail && (
        <TextField
          label={t('founders.email')}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <TextField
        className="sm:col-span-2"
        label={t('founders.linkedinUrl')}
        type="url"
        placeholder={t('founders.linkedinPlaceholder')}
        error={errors.linkedin_url?.message}
        {...register('linkedin_url')}
      />
    </div>
  );
}
