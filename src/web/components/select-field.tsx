import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { inputClass } from './text-field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** value → label, in display order. */
  options: readonly { value: string; label: string }[];
  /** The blank choice's text ('' saves nothing). */
  placeholder: string;
  error?: string;
}

/** A labelled native select for a short enumeration; blank is a choice of its own. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, className = '', id, ...props },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={`${inputClass} pe-8 dark:[color-scheme:dark]`}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
});
