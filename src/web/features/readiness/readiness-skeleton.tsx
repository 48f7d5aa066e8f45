import { useTranslation } from '../../i18n/use-translation';

/** The readiness panel's place while its code or its data are on the way. */
export function ReadinessSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="h-40 animate-pulse rounded-xl border border-zinc-200 bg-white motion-reduce:animate-none dark:border-zinc-800 dark:bg-zinc-900"
    />
  );
}
