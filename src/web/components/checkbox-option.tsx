import { useId } from 'react';

interface CheckboxOptionProps {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its explanation under the label, the whole row a 44 px target. */
export function CheckboxOption({ name, label, hint, checked, onChange }: CheckboxOptionProps) {
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-zinc-50 dark:hover:bg-zinc-800/60">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 rounded border-zinc-300 accent-brand-600 dark:border-zinc-600"
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-zinc-900 dark:text-zinc-100">{label}</span>
        <span id={hintId} className="block text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </span>
      </span>
    </label>
  );
}
