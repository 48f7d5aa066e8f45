import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../../shared/format';
import { EmptySummary, SummaryStatus } from '../../components/summary';
import { DeckTypeIcon } from './deck-type-icon';
import { usePitchDecks } from '../../lib/use-pitch-decks';

/** The pitch-deck card: the primary deck (the one-pager's), else the latest, and how many there are. */
export function PitchDeckSummary() {
  const { t, i18n } = useTranslation();
  const decks = usePitchDecks();
  if (!decks.data) return <SummaryStatus isError={decks.isError} />;
  const shown = decks.data.find((deck) => deck.is_primary) ?? decks.data[0];
  if (!shown) return <EmptySummary message={t('pitchDeck.summaryEmpty')} />;
  return (
    <div className="flex items-center gap-3" data-summary="pitch-deck">
      <DeckTypeIcon type={shown.file_type} />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">
          {t(shown.is_primary ? 'pitchDeck.primaryDeck' : 'pitchDeck.latest')}
        </p>
        <p className="truncate font-medium text-zinc-900 dark:text-zinc-100" title={shown.file_name}>
          <span dir="auto">{shown.file_name}</span>
        </p>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('pitchDeck.uploadedOn', { date: formatDate(shown.uploaded_at, i18n.language) })} ·{' '}
          {t('pitchDeck.count', { count: decks.data.length })}
        </p>
      </div>
    </div>
  );
}
