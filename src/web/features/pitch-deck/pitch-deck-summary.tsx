import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../../shared/format';
import { EmptySummary, SummaryStatus } from '../../components/summary';
import { DeckTypeIcon } from './deck-type-icon';
import { usePitchDecks } from '../../lib/use-pitch-decks';

/** The pitch-deck card: the latest deck and how many there are. */
export function PitchDeckSummary() {
  const { t, i18n } = useTranslation();
  const decks = usePitchDecks();
  if (!decks.data) return <SummaryStatus isError={decks.isError} />;
  const [latest] = decks.data;
  if (!latest) return <EmptySummary message={t('pitchDeck.summaryEmpty')} />;
  return (
    <div className="flex items-center gap-3" data-summary="pitch-deck">
      <DeckTypeIcon type={latest.file_type} />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{t('pitchDeck.latest')}</p>
        <p className="truncate font-medium text-zinc-900 dark:text-zinc-100" title={latest.file_name}>
          <span dir="auto">{latest.file_name}</span>
        </p>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('pitchDeck.uploadedOn', { date: formatDate(latest.uploaded_at, i18n.language) })} ·{' '}
          {t('pitchDeck.count', { count: decks.data.length })}
        </p>
      </div>
    </div>
  );
}
