import { otherProfileLocale, type ProfileLocale } from '../../shared/translation';
import { useTranslation } from '../i18n/use-translation';
import { LOCALE_OPTIONS } from '../lib/switch-locale';
import { useProfileLocale } from '../lib/profile-language';

export interface VersionSwitchProps {
  profileLocale: ProfileLocale;
  /** The version on screen. */
  shown: ProfileLocale;
  onShow: (locale: ProfileLocale) => void;
}

/**
 * "English | العربية" at the top of a translated form (DESIGN §14): the profile's language first, marked
 * as the original, then its translation. Each option says its language in that language.
 */
export function VersionSwitch({ profileLocale, shown, onShow }: VersionSwitchProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('translation.switchLabel')}
      className="mb-5 flex w-full rounded-lg bg-zinc-100 p-1 sm:inline-flex sm:w-auto dark:bg-zinc-800"
      data-version-switch
    >
      {[profileLocale, otherProfileLocale(profileLocale)].map((locale) => (
        <button
          key={locale}
          type="button"
          aria-pressed={locale === shown}
          onClick={() => locale !== shown && onShow(locale)}
          data-profile-locale={locale}
          className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-zinc-600 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:bg-white aria-pressed:text-zinc-900 aria-pressed:shadow-sm sm:min-h-9 sm:flex-none dark:text-zinc-300 dark:hover:text-zinc-50 dark:aria-pressed:bg-zinc-900 dark:aria-pressed:text-zinc-50"
        >
          <span lang={locale}>{LOCALE_OPTIONS.find((option) => option.locale === locale)?.label}</span>
          {locale === profileLocale && (
            <span className="rounded-full bg-zinc-200/70 px-1.5 py-0.5 text-xs font-normal text-zinc-600 dark:bg-zinc-700 dark:text-zinc-300">
              {t('translation.original')}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

/** The switch over a form's original: shown once the profile's language is known; choosing the other version calls `onTranslation`. */
export function FormVersionSwitch({ onTranslation }: { onTranslation: () => void }) {
  const profileLocale = useProfileLocale();
  return profileLocale && <VersionSwitch profileLocale={profileLocale} shown={profileLocale} onShow={onTranslation} />;
}
