import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../../shared/country-names';
import { formatDate } from '../../../shared/format';
import type { Versioned } from '../../../shared/record-version';
import type { StartupDetails } from '../../../shared/startup-details';
import { STARTUP_DETAILS_PATHS } from '../../../shared/resources';
import { EmptySummary, SummaryList, SummaryStatus } from '../../components/summary';
import { useResource } from '../../lib/resource';
import { useEnumLabel } from '../../lib/use-enum-options';

/** The startup details card: what the startup is and where it is incorporated. */
export function StartupDetailsSummary() {
  const { t, i18n } = useTranslation();
  const label = useEnumLabel('startup');
  const { data: details, isError } = useResource<Versioned<StartupDetails>>(STARTUP_DETAILS_PATHS);
  if (!details) return <SummaryStatus isError={isError} />;

  // Blank until a detail besides the name and the profile's language (both set at registration) is set; who saved it and when is no detail.
  const { name: _name, profile_locale: _profileLocale, updated_at: _updatedAt, updated_by: _updatedBy, ...rest } = details;
  if (Object.values(rest).every((value) => value === '')) {
    return <EmptySummary message={t('startup.details.empty')} />;
  }
  const optional = <T extends string>(value: T | '', format: (value: T) => string) => (value === '' ? '' : format(value));
  return (
    <div className="space-y-4">
      <p className="text-base font-semibold [overflow-wrap:anywhere] text-zinc-900 dark:text-zinc-50" dir="auto">
        {details.name}
      </p>
      <SummaryList
        items={[
          { label: t('startup.details.businessStage'), value: optional(details.business_stage, (v) => label('businessStage', v)) },
          { label: t('startup.details.sector'), value: optional(details.sector, (v) => label('sector', v)) },
          { label: t('startup.details.companySize'), value: optional(details.company_size, (v) => label('companySize', v)) },
          {
            label: t('startup.details.financialPerformance'),
            value: optional(details.financial_performance, (v) => label('financialPerformance', v)),
          },
          { label: t('startup.details.headquarters'), value: details.headquarters },
          {
            label: t('startup.details.incorporationType'),
            value: optional(details.incorporation_type, (v) => label('incorporationType', v)),
          },
          {
            label: t('startup.details.incorporationDate'),
            value: optional(details.incorporation_date, (v) => formatDate(v, i18n.language)),
          },
          {
            label: t('startup.details.countryOfIncorporation'),
            value: optional(details.country_of_incorporation, (v) => countryName(v, i18n.language)),
          },
        ]}
      />
    </div>
  );
}
