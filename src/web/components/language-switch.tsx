import { Languages } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { notify } from '../app/notifications';
import { LOCALE_OPTIONS, switchLocale } from '../lib/switch-locale';

/** English | العربية, on the login and register pages (the account menu lists the same options as menu items). */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('language.label')} className={`flex items-center justify-center gap-1 text-sm ${className}`}>
      <Languages aria-hidden className="me-1 size-4 text-zinc-400" />
      {LOCALE_OPTIONS.map(({ locale, label }) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          data-locale={locale}
          aria-pressed={locale === i18n.language}
          onClick={() => void switchLocale(locale).catch(() => notify.error(t('language.switchFailed')))}
          className="min-h-11 rounded-md px-3 font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 aria-pressed:bg-white aria-pressed:text-brand-700 aria-pressed:shadow-sm aria-pressed:ring-1 aria-pressed:ring-zinc-200 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 dark:aria-pressed:bg-zinc-900 dark:aria-pressed:text-brand-100 dark:aria-pressed:ring-zinc-700"
        >
          {label}
        </button>
      ))}
    </div>
  );
}
