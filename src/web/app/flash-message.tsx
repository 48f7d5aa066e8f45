import { CheckCircle2, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { FLASH_DURATION_MS, FLASH_FADE_MS } from '../../shared/constants';
import { useIsHydrated } from '../lib/use-is-hydrated';
import { takeFlash, type Flash } from './flash';

const styles = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  info: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100',
  error: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100',
};
const icons = { success: CheckCircle2, info: Info, error: TriangleAlert };

/** Shows the flash left by the previous page: fades after 5 s, removed 300 ms later. */
export function FlashMessage() {
  const { t } = useTranslation();
  const [flash, setFlash] = useState<Flash | undefined>(takeFlash);
  const [isFading, setIsFading] = useState(false);
  // The flash is in this tab's storage, which the server's render of the page cannot read: shown once the page is
  // hydrated, as the server drew it (markup that differs would make React draw the page again, and drop what was typed).
  const isHydrated = useIsHydrated();

  useEffect(() => {
    if (!flash) return;
    const fade = setTimeout(() => setIsFading(true), FLASH_DURATION_MS);
    const remove = setTimeout(() => setFlash(undefined), FLASH_DURATION_MS + FLASH_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [flash]);

  // The place pre-hydration.js held for the flash (styles.css) is the flash's own from now on, or nobody's.
  useLayoutEffect(() => {
    if (!isHydrated) return;
    document.documentElement.removeAttribute('data-flash');
    document.documentElement.style.removeProperty('--flash-text');
  }, [isHydrated]);

  const Icon = flash && icons[flash.kind];
  return (
    <div data-flash-slot>
      {flash && Icon && isHydrated && (
        <div
          role="status"
          data-flash={flash.kind}
          className={`mb-6 flex items-center gap-3 rounded-lg border px-4 py-3 text-sm transition-opacity duration-300 ${styles[flash.kind]} ${isFading ? 'opacity-0' : 'opacity-100'}`}
        >
          <Icon aria-hidden className="size-4 shrink-0" />
          <p className="flex-1" dir="auto">
            {flash.message}
          </p>
          <button
            type="button"
            onClick={() => setFlash(undefined)}
            className="rounded p-1 opacity-70 hover:opacity-100"
            aria-label={t('common.close')}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
