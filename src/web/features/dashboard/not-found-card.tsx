import { ArrowLeft, Compass } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { PAGE_PATHS } from '../../../shared/pages';

/** What the not-found page says, and the way back to the overview. */
export default function NotFoundCard() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="not-found-title"
      data-not-found
      className="flex flex-col items-center rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-16 text-center dark:border-zinc-700 dark:bg-zinc-900"
    >
      <span className="rounded-full bg-brand-50 p-3 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
        <Compass aria-hidden className="size-6" />
      </span>
      <h2 id="not-found-title" className="mt-4 text-base font-semibold">
        {t('pages.notFound.title')}
      </h2>
      <p className="mt-1 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{t('pages.notFound.subtitle')}</p>
      <a
        href={PAGE_PATHS.overview}
        className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-3.5 py-2 max-sm:min-h-11 text-sm font-medium text-white shadow-sm transition-colors hover:bg-brand-700"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('pages.notFound.backToOverview')}
      </a>
    </section>
  );
}
