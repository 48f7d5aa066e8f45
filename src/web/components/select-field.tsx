import { ChevronsUpDown } from 'lucide-react';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { boxAdornmentClass } from './input-box';
import { inputClass } from './text-field';

// Drawn like SearchableSelect (same box, same chevrons); the blank choice reads as a grey placeholder.
const selectClass = `${inputClass} appearance-none pe-9 has-[option[value=""]:checked]:text-zinc-500 dark:[color-scheme:dark] dark:has-[option[value=""]:checked]:text-zinc-400`;
const optionClass = 'text-zinc-900 dark:text-zinc-100';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** value → label, in display order. */
  options: readonly { value: string; label: string }[];
  /** The blank choice's text ('' saves nothing); none for a choice that is always made. */
  placeholder?: string;
  error?: string;
  /** One line under the field saying what the choice means. */
  hint?: string;
}

/** A labelled native select for a short enumeration (native keeps `name` and the phone's own picker); blank is a choice of its own. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, className = '', id, ...props },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : hint ? `${selectId}-hint` : undefined}
          className={selectClass}
          {...props}
        >
          {placeholder !== undefined && (
            <option value="" className={optionClass}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} className={optionClass}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronsUpDown aria-hidden className={`${boxAdornmentClass} pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2`} />
      </div>
      {error ? (
        <p id={`${selectId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${selectId}-hint`} className="mt-1.5 text-sm text-zinc-500 dark:text-zinc-400">
            {hint}
          </p>
        )
      )}
    </div>
  );
});
