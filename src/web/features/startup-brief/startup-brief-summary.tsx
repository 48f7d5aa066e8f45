import { useTranslation } from '../../i18n/use-translation';
import { toPlainLines, toPlainText } from '../../../shared/plain-text';
import type { StartupBrief } from '../../../shared/startup-brief';
import { STARTUP_BRIEF_PATHS, STARTUP_BRIEF_RICH_TEXT_FIELDS } from '../../../shared/resources';
import { EmptySummary, SummaryStatus } from '../../components/summary';
import { useResource } from '../../lib/resource';

/** The brief card: the one-liner first, then a taste of the description and how much is written. */
export function StartupBriefSummary() {
  const { t } = useTranslation();
  const { data: brief, isError } = useResource<StartupBrief>(STARTUP_BRIEF_PATHS);
  if (!brief) return <SummaryStatus isError={isError} />;

  const written = STARTUP_BRIEF_RICH_TEXT_FIELDS.filter((field) => toPlainText(brief[field]).trim() !== '');
  if (brief.one_liner.trim() === '' && written.length === 0) {
    return <EmptySummary message={t('startup.brief.empty')} />;
  }
  const description = toPlainLines(brief.description).join('\n');
  return (
    <div className="space-y-2">
      {brief.one_liner && (
        <p
          data-summary-one-liner
          dir="auto"
          className="text-base font-medium text-pretty [overflow-wrap:anywhere] text-zinc-900 dark:text-zinc-50"
        >
          {brief.one_liner}
        </p>
      )}
      {description && (
        <p
          dir="auto"
          className="line-clamp-3 whitespace-pre-line [overflow-wrap:anywhere] text-zinc-600 dark:text-zinc-300"
          data-summary-description
        >
          {description}
        </p>
      )}
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {t('startup.brief.filledSections', { count: written.length, total: STARTUP_BRIEF_RICH_TEXT_FIELDS.length })}
      </p>
    </div>
  );
}
