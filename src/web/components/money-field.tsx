import { forwardRef, useId, useMemo, type ChangeEvent, type FocusEventHandler } from 'react';
import { caretAfter, groupAmount, ungroupAmount } from '../lib/grouped-amount';

export interface MoneyFieldProps {
  label: string;
  name: string;
  /** The amount as the form keeps it: digits and a point, no separators ("750000"). */
  value: string | number | null | undefined;
  onChange: (amount: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** ISO 4217 code: its symbol is shown before the amount. */
  currency: string;
  error?: string;
  disabled?: boolean;
}

/** "$", "€", or the code itself ("JOD") where a currency has no symbol of its own. */
function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * An amount typed as investors write it: grouped while typing ("750,000"), after the currency's
 * symbol, left to right on an Arabic page too. The form keeps the bare amount, so what is saved is
 * exactly what a plain field sent. The caret stays after the digit just typed as commas come and go.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { label, name, value, onChange, onBlur, currency, error, disabled },
  ref,
) {
  const inputId = useId();
  const symbol = useMemo(() => currencySymbol(currency), [currency]);
  const shown = groupAmount(ungroupAmount(String(value ?? '')));

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const amount = ungroupAmount(input.value);
    const grouped = groupAmount(amount);
    const caret = caretAfter(input.value, input.selectionStart ?? input.value.length, grouped);
    // Set here, before React renders the same text, so the caret is placed once and never jumps to the end.
    input.value = grouped;
    input.setSelectionRange(caret, caret);
    onChange(amount);
  };

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <div
        dir="ltr"
        className={`flex items-center rounded-lg border bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:bg-zinc-900 ${
          error ? 'border-red-500' : 'border-zinc-300 dark:border-zinc-700'
        } ${disabled ? 'opacity-60' : ''}`}
      >
        <span aria-hidden data-currency-symbol className="shrink-0 ps-3 text-base text-zinc-500 select-none sm:text-sm dark:text-zinc-400">
          {symbol}
        </span>
        <input
          ref={ref}
          id={inputId}
          name={name}
          value={shown}
          onChange={handleChange}
          onBlur={onBlur}
          disabled={disabled}
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="block w-full min-w-0 rounded-e-lg bg-transparent py-2 ps-2 pe-3 text-base text-zinc-900 tabular-nums placeholder:text-zinc-500 focus:outline-none sm:text-sm dark:text-zinc-100 dark:placeholder:text-zinc-400"
        />
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
});
