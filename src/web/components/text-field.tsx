import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { PasswordToggle } from './password-toggle';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

export const inputClass =
  'block w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 sm:text-sm shadow-sm placeholder:text-zinc-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400';

// Emails, links and phone numbers read left to right on an Arabic page too; other text follows what is typed.
const LTR_TYPES = new Set(['email', 'url', 'tel']);

/** A labelled input whose error is announced with it (aria-describedby); a password one has a show/hide toggle. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className = '', id, ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const isPassword = props.type === 'password';
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          // A password follows the page, so its end padding is on the same side as the eye.
          dir={LTR_TYPES.has(props.type ?? '') ? 'ltr' : isPassword ? undefined : 'auto'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // On a phone the field is as tall as a finger, so the eye inside it is a 44 px target.
          className={isPassword ? `${inputClass} min-h-11 pe-11 sm:min-h-0 sm:pe-10` : inputClass}
          {...props}
          type={isPassword && isPasswordShown ? 'text' : props.type}
        />
        {isPassword ? (
          <PasswordToggle
            isShown={isPasswordShown}
            onToggle={() => setIsPasswordShown((isShown) => !isShown)}
            controls={inputId}
            isDisabled={props.disabled}
          />
        ) : null}
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
