import { useTranslation } from '../../i18n/use-translation';
import { EmptySummary, SummaryStatus } from '../../components/summary';
import { FounderAvatar } from './founder-avatar';
import { founderName } from '../../lib/founder-name';
import { useFounders } from './use-founders';

const SHOWN = 4;

/** The founders card: a stack of avatars and the team's names. */
export function FoundersSummary() {
  const { t, i18n } = useTranslation();
  const founders = useFounders();
  if (!founders.data) return <SummaryStatus isError={founders.isError} />;
  const team = founders.data;
  const hasCoFounders = team.some((founder) => !founder.isYou);
  if (!hasCoFounders) {
    return <EmptySummary message={t('founders.summaryEmpty')} />;
  }
  const hidden = team.length - SHOWN;
  // Names listed as the page's language lists them ("، " in Arabic).
  const list = (founders: typeof team) =>
    new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' }).format(founders.map(founderName));
  return (
    <div className="flex items-center gap-3" data-summary="founders">
      <div className="flex shrink-0 -space-x-1.5">
        {team.slice(0, SHOWN).map((founder) => (
          <FounderAvatar key={founder.id} founder={founder} size="sm" />
        ))}
      </div>
      <p className="min-w-0 truncate text-zinc-700 dark:text-zinc-200" title={list(team)}>
        <span dir="auto">{list(team.slice(0, SHOWN))}</span>
        {hidden > 0 && <span className="text-zinc-500 dark:text-zinc-400"> {t('founders.more', { count: hidden })}</span>}
      </p>
    </div>
  );
}
