import { useTranslation } from '../../i18n/use-translation';
import { STARTUP_LOCATION_COUNTRIES, countryName } from '../../../shared/country-names';
import { formatDate } from '../../../shared/format';
import type { ProgramPreferences } from '../../../shared/program-preferences';
import { PROGRAM_PREFERENCES_PATHS } from '../../../shared/resources';
import { EmptySummary, SummaryList, SummaryStatus } from '../../components/summary';
import { useResource } from '../../lib/resource';

const SHOWN_LOCATIONS = 2;

/** "Jordan, Saudi Arabia +3": the first few countries, then how many more; the whole list on hover. */
function LocationList({ names, locale }: { names: string[]; locale: string }) {
  const { t } = useTranslation();
  const list = (items: string[]) => new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(items);
  const hidden = names.length - SHOWN_LOCATIONS;
  return (
    <span className="flex min-w-0 items-baseline gap-1.5" title={list(names)} data-summary-locations>
      <span className="truncate">{list(names.slice(0, SHOWN_LOCATIONS))}</span>{' '}
      {hidden > 0 && (
        <span className="shrink-0 text-zinc-500 dark:text-zinc-400">{t('profile.preferences.moreLocations', { count: hidden })}</span>
      )}
    </span>
  );
}

export function ProgramPreferencesSummary() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { data, isError } = useResource<ProgramPreferences>(PROGRAM_PREFERENCES_PATHS);
  if (!data) return <SummaryStatus isError={isError} />;
  const { program_type, program_duration, program_location, program_start_date, startup_locations } = data;
  if (!program_type && !program_duration && !program_location && !program_start_date && startup_locations.length === 0) {
    return <EmptySummary message={t('profile.preferences.empty')} />;
  }
  const locations =
    startup_locations.length === STARTUP_LOCATION_COUNTRIES.length ? (
      t('profile.preferences.allSelected')
    ) : startup_locations.length > 0 ? (
      <LocationList names={startup_locations.map((code) => countryName(code, locale))} locale={locale} />
    ) : (
      ''
    );
  return (
    <SummaryList
      items={[
        { label: t('profile.preferences.programType'), value: program_type && t(`profile.programType.${program_type}`) },
        { label: t('profile.preferences.programDuration'), value: program_duration && t(`profile.programDuration.${program_duration}`) },
        { label: t('profile.preferences.programLocation'), value: program_location && t(`profile.programLocation.${program_location}`) },
        { label: t('profile.preferences.programStartDate'), value: program_start_date && formatDate(program_start_date, locale) },
        { label: t('profile.preferences.startupLocations'), value: locations },
      ]}
    />
  );
}
