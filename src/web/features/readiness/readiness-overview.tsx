import { useTranslation } from '../../i18n/use-translation';
import ReadinessPanel from './readiness-panel';
import { ReadinessSkeleton } from './readiness-skeleton';
import { useReadiness } from './use-readiness';

/** The overview's meter and checklist: how ready the startup is for a program application, and the next step. */
export function ReadinessOverview() {
  const { t } = useTranslation();
  const readiness = useReadiness();
  if (readiness.isError) return <p className="text-sm text-red-600 dark:text-red-400">{t('readiness.loadFailed')}</p>;
  if (!readiness.data) return <ReadinessSkeleton />;
  return <ReadinessPanel readiness={readiness.data} />;
}
