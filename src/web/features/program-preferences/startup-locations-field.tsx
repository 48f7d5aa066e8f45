import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { STARTUP_LOCATION_COUNTRIES, countryName } from '../../../shared/countries';
import { Flag } from '../../components/flag';

const checkboxClass =
  'size-4 shrink-0 rounded border-zinc-300 text-brand-600 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-zinc-600';

export interface StartupLocationsFieldProps {
  value: readonly string[];
  onChange: (codes: string[]) => void;
  error?: string;
}

/** "All Locations" plus one checkbox per country of SPEC §2; the value is the checked ISO codes, in the list's order. */
export function StartupLocationsField({ value, onChange, error }: StartupLocationsFieldProps) {
  const { t, i18n } = useTranslation();
  const selected = new Set(value);
  const count = STARTUP_LOCATION_COUNTRIES.filter((code) => selected.has(code)).length;
  const isAll = count === STARTUP_LOCATION_COUNTRIES.length;
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = count > 0 && !isAll;
  }, [count, isAll]);

  const toggle = (code: string, isChecked: boolean) => {
    const next = new Set(selected);
    if (isChecked) next.add(code);
    else next.delete(code);
    onChange(STARTUP_LOCATION_COUNTRIES.filter((candidate) => next.has(candidate)));
  };

  return (
    <fieldset data-startup-locations className="min-w-0">
      <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('profile.preferences.startupLocations')}</legend>
      <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{t('profile.preferences.startupLocationsHint')}</p>
      <label className="mt-3 flex items-center gap-3 rounded-lg border max-sm:min-h-11 border-zinc-200 bg-zinc-50 px-3 py-2.5 text-sm font-medium text-zinc-900 dark:border-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-100">
        <input
          ref={allRef}
          type="checkbox"
          className={checkboxClass}
          checked={isAll}
          onChange={(event) => onChange(event.target.checked ? [...STARTUP_LOCATION_COUNTRIES] : [])}
        />
        {t('profile.preferences.allLocations')}
        <span className="ms-auto text-xs font-normal text-zinc-500 dark:text-zinc-400">
          {t('profile.preferences.selectedCount', { count, total: STARTUP_LOCATION_COUNTRIES.length })}
        </span>
      </label>
      <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-0.5 sm:grid-cols-2">
        {STARTUP_LOCATION_COUNTRIES.map((code) => (
          <label
            key={code}
            className="flex min-w-0 items-center gap-2.5 rounded-md px-3 py-1.5 text-sm text-zinc-800 hover:bg-zinc-50 max-sm:min-h-11 dark:text-zinc-200 dark:hover:bg-zinc-800/60"
          >
            <input
              type="checkbox"
              name="startup_locations"
              value={code}
              className={checkboxClass}
              checked={selected.has(code)}
              onChange={(event) => toggle(code, event.target.checked)}
            />
            <Flag code={code} size="sm" />
            <span dir="auto" className="truncate">
              {countryName(code, i18n.language)}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="mt-2 text-sm text-red-600 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
    </fieldset>
  );
}
