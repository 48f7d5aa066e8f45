import { useTranslation } from 'react-i18next';
import { STARTUP_LOCATION_COUNTRIES, countryName } from '../../../shared/country-names';
import { formatDate } from '../../../shared/format';
import { MODALS } from '../../../shared/modals';
import type { ProgramPreferences } from '../../../shared/program-preferences';
import { PROGRAM_PREFERENCES_PATHS } from '../../../shared/resources';
import { EmptySummary, SummaryList, SummaryStatus } from '../../components/summary';
import { useResource } from '../../lib/resource';

export function ProgramPreferencesSummary() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { data, isError } = useResource<ProgramPreferences>(PROGRAM_PREFERENCES_PATHS);
  if (!data) return <SummaryStatus isError={isError} />;
  const { program_type, program_duration, program_location, program_start_date, startup_locations } = data;
  if (!program_type && !program_duration && !program_location && !program_start_date && startup_locations.length === 0) {
    return <EmptySummary message={t('profile.preferences.empty')} modal={MODALS.programPreferences} action={t('profile.preferences.fill')} />;
  }
  const locations =
    startup_locations.length === STARTUP_LOCATION_COUNTRIES.length
      ? t('profile.preferences.allSelected')
      : startup_locations.map((code) => countryName(code, locale)).join(', ');
  return (
    <SummaryList
      items={[
        { label: t('profile.preferences.programType'), value: program_type && t(`profile.programType.${program_type}`) },
        { label: t('profile.preferences.programDuration'), value: program_duration && t(`profile.programDuration.${program_duration}`) },
        { label: t('profile.preferences.programLocation'), value: program_location && t(`profile.programLocation.${program_location}`) },
        { label: t('profile.preferences.programStartDate'), value: program_start_date && formatDate(program_start_date, locale) },
        { label: t('profile.preferences.startupLocations'), value: <span title={locations}>{locations}</span> },
      ]}
    />
  );
}
