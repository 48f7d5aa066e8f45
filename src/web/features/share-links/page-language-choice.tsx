import { useId } from 'react';
import type { Locale } from '../../../shared/i18n/locale';
import { useTranslation } from '../../i18n/use-translation';
import { LOCALE_OPTIONS } from '../../lib/switch-locale';

const optionClass =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-zinc-600 hover:text-zinc-900 has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-checked:ring-1 has-checked:ring-zinc-200 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:text-zinc-400 dark:hover:text-zinc-100 dark:has-checked:bg-zinc-900 dark:has-checked:text-brand-100 dark:has-checked:ring-zinc-700';

/**
 * The language a link's one-pager opens in (DESIGN §14): automatic (the one-pager's own choice, the
 * sharer's language), English or Arabic, each named in its own language. Native radios: arrow keys move the choice.
 */
export function PageLanguageChoice({ value, onChange }: { value: Locale | null; onChange: (locale: Locale | null) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const options = [{ locale: null, label: t('shareLinks.pageLanguageAutomatic') }, ...LOCALE_OPTIONS];
  return (
    <fieldset className="mt-2 px-2 py-2" aria-describedby={hintId} data-share-page-language>
      <legend className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{t('shareLinks.pageLanguage')}</legend>
      <div className="mt-1.5 inline-flex flex-wrap gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800">
        {options.map(({ locale, label }) => (
          <label key={locale ?? 'automatic'} className={optionClass} lang={locale ?? undefined}>
            <input
              type="radio"
              name="locale"
              value={locale ?? ''}
              checked={value === locale}
              onChange={() => onChange(locale)}
              className="sr-only"
              data-page-locale={locale ?? 'automatic'}
            />
            {label}
          </label>
        ))}
      </div>
      <p id={hintId} className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">
        {t('shareLinks.pageLanguageHint')}
      </p>
    </fieldset>
  );
}
