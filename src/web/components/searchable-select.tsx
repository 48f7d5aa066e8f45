import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FocusEvent, type Ref } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Flag } from './flag';
import { boxAdornmentClass, boxedInputClass, inputBoxClass } from './input-box';

/** SPEC §2: the select announces each change as a bubbling DOM event too. */
export const SELECT_CHANGE_EVENT = 'select-change';

export interface SelectChangeDetail {
  name: string;
  value: string;
}

export interface SelectOption {
  value: string;
  label: string;
  /** ISO country code whose flag is shown before the label. */
  flag?: string;
  /** Secondary text, shown muted and searched too (a dial code, a country name). */
  hint?: string;
  /** More texts the search finds the option by, not shown (a country's English name on an Arabic page). */
  keywords?: readonly string[];
}

export interface SearchableSelectProps {
  label: string;
  name: string;
  /** The selected option's value; '' when nothing is selected. */
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  id?: string;
  /** The label stays for screen readers only (a compact row like a phone number's dial code). */
  hideLabel?: boolean;
  /** 'ltr' when the labels are codes (`+962`), which an Arabic page must not turn into `962+`. */
  labelDir?: 'ltr' | 'auto';
  className?: string;
  onBlur?: () => void;
  /** React 19 passes `ref` as a prop: react-hook-form's `field.ref` focuses the input on an error. */
  ref?: Ref<HTMLInputElement>;
}

// Accents and Arabic marks do not matter when searching: "curacao" finds Curaçao, "الاردن" finds الأردن
// (NFD splits the hamza off the alef).
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Typing replaces the shown label instead of editing it; after the click has placed its caret.
function selectAllOnFocus(event: FocusEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  requestAnimationFrame(() => input.select());
}

/**
 * A combobox that filters its options by label (and hint) as you type. The visible
 * input carries `name`; the selected value is on the root as `data-value`.
 * Works with react-hook-form's `Controller`: `<SearchableSelect {...field} … />`.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const {
    label,
    name,
    value,
    onChange,
    options,
    placeholder,
    error,
    disabled,
    id,
    hideLabel,
    labelDir = 'auto',
    className = '',
    onBlur,
    ref,
  } = props;
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [query, setQuery] = useState('');

  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const searchIndex = useMemo(
    () => options.map((option) => ({ option, texts: [option.label, option.hint ?? '', ...(option.keywords ?? [])].map(searchable) })),
    [options],
  );
  // Filtered synchronously on purpose: deferring it lets Enter pick from a stale list.
  const filtered = useMemo(() => {
    const needle = searchable(query.trim());
    if (!needle) return options;
    return searchIndex.filter(({ texts }) => texts.some((text) => text.includes(needle))).map(({ option }) => option);
  }, [query, options, searchIndex]);

  const selected = byValue.get(value);
  const selectedFlag = query === '' ? selected?.flag : undefined; // the flag would contradict a new search

  function handleChange(next: string | null) {
    const nextValue = next ?? '';
    if (nextValue === value) return;
    onChange(nextValue);
    const detail: SelectChangeDetail = { name, value: nextValue };
    rootRef.current?.dispatchEvent(new CustomEvent(SELECT_CHANGE_EVENT, { bubbles: true, detail }));
  }

  return (
    // Field links the label and the error to the input (Headless UI sets aria-labelledby / aria-describedby itself).
    <Field ref={rootRef} disabled={disabled} className={className} data-searchable-select={name} data-value={value}>
      <Label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300'}>
        {label}
      </Label>
      <Combobox<string | null> value={value === '' ? null : value} onChange={handleChange} onClose={() => setQuery('')}>
        <div className={inputBoxClass}>
          {selectedFlag && <Flag code={selectedFlag} />}
          <ComboboxInput
            ref={ref}
            id={inputId}
            name={name}
            dir={labelDir}
            autoComplete="off"
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            className={boxedInputClass}
            displayValue={(current: string | null) => (current ? (byValue.get(current)?.label ?? '') : '')}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={selectAllOnFocus}
            onBlur={onBlur}
          />
          <ComboboxButton
            aria-label={t('components.select.showOptions')}
            className={`${boxAdornmentClass} -me-1 self-stretch px-1 hover:text-zinc-600 disabled:cursor-not-allowed dark:hover:text-zinc-300`}
          >
            <ChevronsUpDown aria-hidden className="size-4" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          // Headless UI anchors the list to the input: offset and widen it to line up with the box around it.
          className={`${selectedFlag ? '[--anchor-offset:-2.5rem] [--box-extra:5rem]' : '[--anchor-offset:-0.75rem] [--box-extra:3.25rem]'} z-50 w-[max(calc(var(--input-width)+var(--box-extra)),16rem)] rounded-lg border border-zinc-200 bg-white p-1 text-sm shadow-lg [--anchor-gap:4px] [--anchor-max-height:15rem] focus:outline-none dark:border-zinc-700 dark:bg-zinc-900`}
        >
          {filtered.length === 0 ? (
            <p className="px-3 py-2 text-zinc-500 dark:text-zinc-400">{t('components.select.noResults')}</p>
          ) : (
            filtered.map((option) => (
              <ComboboxOption
                key={option.value}
                value={option.value}
                aria-label={option.hint ? `${option.label} ${option.hint}` : undefined} // "+962 Jordan", not "+962Jordan"
                className="group flex cursor-default items-center gap-2.5 rounded-md px-2.5 py-1.5 text-zinc-800 select-none data-focus:bg-brand-50 data-focus:text-brand-700 dark:text-zinc-200 dark:data-focus:bg-zinc-800 dark:data-focus:text-white"
              >
                {option.flag && <Flag code={option.flag} />}
                <span dir={labelDir} className={`truncate group-data-selected:font-semibold ${option.hint ? 'shrink-0' : ''}`}>
                  {option.label}
                </span>
                {option.hint && <span className="truncate text-zinc-500 dark:text-zinc-400">{option.hint}</span>}
                <Check
                  aria-hidden
                  className="ms-auto size-4 shrink-0 text-brand-600 invisible group-data-selected:visible dark:text-brand-500"
                />
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      {error && (
        <Description as="p" id={`${inputId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
          {error}
        </Description>
      )}
    </Field>
  );
}
