import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type Founder } from '../../../shared/founders';
import { FounderAvatar } from './founder-avatar';

interface AvatarFieldProps {
  founder: Pick<Founder, 'first_name' | 'last_name' | 'avatar_url'>;
  file: File | null;
  error?: string;
  onChange: (file: File | null, error?: string) => void;
  /** Offers to remove the saved photo (Personal details saves photos at once). */
  onRemoveSaved?: () => void;
}

/** A first check of the chosen photo; the server decides by content and re-encodes it. */
export function avatarError(file: File): 'founders.avatarTooLarge' | 'founders.avatarInvalid' | undefined {
  if (file.size > AVATAR_MAX_BYTES) return 'founders.avatarTooLarge';
  return (AVATAR_MIME_TYPES as readonly string[]).includes(file.type) ? undefined : 'founders.avatarInvalid';
}

/** The founder's photo: the saved one or initials, replaced by a preview of a newly chosen file. */
export function AvatarField({ founder, file, error, onChange, onRemoveSaved }: AvatarFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('founders.avatar')}</span>
      <div className="flex items-center gap-4">
        <span
          data-avatar-preview={preview ? 'new' : founder.avatar_url ? 'saved' : 'initials'}
          aria-label={t('founders.avatarPreview')}
          role="img"
        >
          <FounderAvatar founder={founder} size="lg" src={preview} />
        </span>
        <div className="space-y-1.5">
          <div className="flex items-center gap-2">
            <label
              htmlFor={inputId}
              className="inline-flex cursor-pointer items-center rounded-lg border max-sm:min-h-11 border-zinc-300 bg-white px-3 py-1.5 text-sm font-medium text-zinc-800 shadow-sm hover:bg-zinc-50 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500/40 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
            >
              {preview || founder.avatar_url ? t('founders.changeAvatar') : t('founders.chooseAvatar')}
              <input
                id={inputId}
                type="file"
                name="avatar"
                accept={AVATAR_ACCEPT}
                className="sr-only"
                aria-invalid={error ? true : undefined}
                aria-describedby={`${inputId}-note`}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = '';
                  if (!chosen) return;
                  const problem = avatarError(chosen);
                  onChange(problem ? null : chosen, problem ? t(problem) : undefined);
                }}
              />
            </label>
            {file && (
              <button
                type="button"
                onClick={() => onChange(null)}
                className="rounded-md px-2 py-1.5 text-sm text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
              >
                {t('founders.removeAvatar')}
              </button>
            )}
            {!file && founder.avatar_url && onRemoveSaved && (
              <button
                type="button"
                onClick={onRemoveSaved}
                className="rounded-md px-2 py-1.5 text-sm text-zinc-600 hover:bg-zinc-100 max-sm:min-h-11 dark:text-zinc-300 dark:hover:bg-zinc-800"
                data-action="remove-photo"
              >
                {t('founders.removeAvatar')}
              </button>
            )}
          </div>
          <p
            id={`${inputId}-note`}
            className={`text-xs ${error ? 'text-red-600 dark:text-red-400' : 'text-zinc-500 dark:text-zinc-400'}`}
            {...(error ? { 'data-field-error': '' } : {})}
          >
            {error ?? t('founders.avatarHint')}
          </p>
        </div>
      </div>
    </div>
  );
}
