import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

interface PasswordToggleProps {
  isShown: boolean;
  onToggle: () => void;
  controls: string;
  isDisabled?: boolean;
}

/** The eye at the input's end (its right in English, its left in Arabic) that shows or hides a password. */
export function PasswordToggle({ isShown, onToggle, controls, isDisabled }: PasswordToggleProps) {
  const { t } = useTranslation();
  const Icon = isShown ? EyeOff : Eye;
  return (
    <button
      type="button"
      aria-pressed={isShown}
      aria-controls={controls}
      disabled={isDisabled}
      // Keeps the focus, and with it the caret, in the input when the eye is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onToggle}
      className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-zinc-500 sm:w-10 hover:text-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 disabled:opacity-60 dark:text-zinc-400 dark:hover:text-zinc-100"
      data-password-toggle
    >
      <Icon aria-hidden className="size-4" />
      {/* Named by text, not aria-label, so a field found by its label "Password" stays the only match. */}
      <span className="sr-only">{isShown ? t('auth.hidePassword') : t('auth.showPassword')}</span>
    </button>
  );
}
