import 'flatpickr/dist/flatpickr.css';
import './date-picker.css';
import flatpickr from 'flatpickr';
import type { Instance } from 'flatpickr/dist/types/instance';
import type { CustomLocale, Locale } from 'flatpickr/dist/types/locale';
import { CalendarDays } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { i18next } from '../i18n';
import { latinDigits } from '../../shared/digits';
import { latinizeDigitsOf } from '../lib/latin-digits-input';
import { boxAdornmentClass, boxedInputClass, inputBoxClass } from './input-box';

/** SPEC §2: an input may set its formats and limits through these data attributes; props win over them. */
type DataAttribute = 'data-date-format' | 'data-alt-format' | 'data-min-date' | 'data-max-date';

export interface DatePickerProps extends Partial<Record<DataAttribute, string>> {
  label: string;
  name: string;
  /** `Y-m-d` (in `dateFormat`), or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  minDate?: string;
  maxDate?: string;
  /** Stored format, default `Y-m-d`; displayed format, default `F j, Y` (March 5, 2024). */
  dateFormat?: string;
  altFormat?: string;
  id?: string;
  placeholder?: string;
  className?: string;
}

// flatpickr's own names for months and days: Arabic ones are fetched only by an Arabic page.
type PickerLocale = CustomLocale | 'default';
let arabicLocale: CustomLocale | undefined;

function loadArabicLocale(): Promise<PickerLocale> {
  return import('flatpickr/dist/l10n/ar').then(
    ({ Arabic }) => (arabicLocale = Arabic),
    () => 'default' as const, // English names this time, Arabic on the next opening
  );
}
// Started with the form's code, so the names are usually there before the form shows.
if (i18next.language === 'ar') void loadArabicLocale();

/** The calendar's locale for `language`; undefined while Arabic's names are still downloading. */
function usePickerLocale(language: string): PickerLocale | undefined {
  const known = language === 'ar' ? arabicLocale : 'default';
  const [fetched, setFetched] = useState<PickerLocale>();
  useEffect(() => {
    if (known) return;
    let isCurrent = true;
    void loadArabicLocale().then((locale) => isCurrent && setFetched(locale));
    return () => {
      isCurrent = false;
    };
  }, [known]);
  return known ?? fetched;
}

// flatpickr.parseDate reads month names in the locale given as its 4th argument (its types omit it).
const parseDateIn = flatpickr.parseDate as (date: string, format: string, timeless: boolean, locale: Locale) => Date | undefined;

// Typed ISO dates are accepted whatever the display format, in Latin, Arabic-Indic or Persian digits; anything else is read in that format and
// the calendar's language. An invalid Date makes flatpickr report it through its errorHandler and keep no date.
function parseTypedDate(typed: string, format: string, locale: PickerLocale): Date {
  const invalidDate = () => new Date(Number.NaN);
  const text = latinDigits(typed);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!iso)
    return parseDateIn(text, format, false, { ...flatpickr.l10ns.default, ...(locale === 'default' ? {} : locale) }) ?? invalidDate();
  const [year, month, day] = iso.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : invalidDate();
}

function setOptionalAttribute(element: HTMLElement, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * A flatpickr date field (SPEC §2): `Y-m-d` in a hidden input carrying `name`, `F j, Y` shown; typed dates are
 * read on blur or Enter; no native mobile picker. Created on mount and destroyed on unmount (a modal closing).
 */
export function DatePicker(props: DatePickerProps) {
  const { label, name, value, onChange, onBlur, error, disabled = false, id, placeholder, className = '' } = props;
  const { t, i18n } = useTranslation();
  const locale = usePickerLocale(i18n.language);
  const isRtl = i18n.dir() === 'rtl';
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [picker, setPicker] = useState<Instance | null>(null);
  const latest = useRef({ value, onChange, onBlur });
  useLayoutEffect(() => {
    latest.current = { value, onChange, onBlur };
  });

  const dateFormat = props.dateFormat ?? props['data-date-format'] ?? 'Y-m-d';
  const altFormat = props.altFormat ?? props['data-alt-format'] ?? 'F j, Y';
  const minDate = props.minDate ?? props['data-min-date'];
  const maxDate = props.maxDate ?? props['data-max-date'];

  // A layout effect: the visible input is in place before the first paint.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !locale) return;
    const instance = flatpickr(input, {
      locale,
      position: isRtl ? 'auto right' : 'auto', // under the box, from its start edge
      dateFormat,
      altFormat,
      altInput: true,
      altInputClass: boxedInputClass,
      positionElement: boxRef.current ?? undefined, // the calendar lines up with the box, not the inner input
      allowInput: true,
      disableMobile: true,
      defaultHour: 12,
      minuteIncrement: 5,
      defaultDate: latest.current.value || undefined,
      parseDate: (text, format) => parseTypedDate(text, format, locale),
      onChange: (_dates, dateText) => latest.current.onChange(dateText),
      // flatpickr marks days outside min/max by class only: screen readers (and contrast rules) need the state.
      onDayCreate: (_dates, _text, _instance, day: HTMLElement) => {
        if (day.classList.contains('flatpickr-disabled')) day.setAttribute('aria-disabled', 'true');
      },
    });
    instance.calendarContainer.classList.add('app-calendar');
    const visible = instance.altInput;
    if (!visible) return () => instance.destroy();
    visible.id = inputId;
    // The shown date is written in the page's language ("مارس 5, 1990"): it runs, and its placeholder aligns, with the page.
    visible.dir = isRtl ? 'rtl' : 'ltr';
    visible.autocomplete = 'off';
    // Escape closes the calendar only, not the modal around it.
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !instance.isOpen) return;
      event.preventDefault();
      instance.close();
    };
    const handleBlur = () => latest.current.onBlur?.();
    // Arabic keyboards type ٠-٩ (or ۰-۹): shown as the Latin digits the date is read and stored in.
    const handleInput = () => latinizeDigitsOf(visible);
    visible.addEventListener('input', handleInput);
    visible.addEventListener('keydown', handleKeyDown);
    visible.addEventListener('blur', handleBlur);
    instance.calendarContainer.addEventListener('keydown', handleKeyDown);
    setPicker(instance);
    return () => {
      instance.destroy(); // removes the visible input and the calendar, and their listeners with them
      setPicker(null);
    };
  }, [dateFormat, altFormat, inputId, locale, isRtl]);

  useEffect(() => {
    const selected = picker?.selectedDates[0];
    if (!picker || (selected ? picker.formatDate(selected, dateFormat) : '') === value) return;
    if (value) picker.setDate(value, false, dateFormat);
    else picker.clear(false);
  }, [picker, value, dateFormat]);

  useEffect(() => {
    picker?.set({ minDate, maxDate });
  }, [picker, minDate, maxDate]);

  useEffect(() => {
    const visible = picker?.altInput;
    if (!picker || !visible) return;
    picker.input.disabled = visible.disabled = disabled;
    setOptionalAttribute(visible, 'aria-invalid', error ? 'true' : null);
    setOptionalAttribute(visible, 'aria-describedby', error ? `${inputId}-error` : null);
  }, [picker, disabled, error, inputId]);

  return (
    <div className={className} data-date-picker={name}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <div ref={boxRef} className={inputBoxClass}>
        {/* flatpickr adds the visible input next to this one and hides this one: nothing else may live in this div. */}
        <div className="flex min-w-0 flex-1">
          <input
            ref={inputRef}
            type="hidden" // React re-applies `type` on every render: state what flatpickr makes it
            id={`${inputId}-value`}
            name={name}
            disabled={disabled}
            placeholder={placeholder ?? t('components.datePicker.placeholder')}
          />
        </div>
        <CalendarDays aria-hidden className={`${boxAdornmentClass} pointer-events-none size-4`} />
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}
