import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../../shared/country-names';
import { formatDate } from '../../../shared/format';
import type { PersonalDetails } from '../../../shared/personal-details';
import { PERSONAL_DETAILS_PATHS } from '../../../shared/resources';
import { toPlainLines, toPlainText } from '../../../shared/plain-text';
import { EmptySummary, SummaryList, SummaryStatus } from '../../components/summary';
import { useResource } from '../../lib/resource';

const EXCERPT_LENGTH = 160;

function excerpt(html: string): string {
  const text = toPlainLines(html).join('\n');
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

export function PersonalDetailsSummary() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { data, isError } = useResource<PersonalDetails>(PERSONAL_DETAILS_PATHS);
  if (!data) return <SummaryStatus isError={isError} />;
  const { biography, birth_date, gender, nationality, country_of_residence } = data;
  if (!toPlainText(biography) && !birth_date && !gender && !nationality && !country_of_residence) {
    return <EmptySummary message={t('profile.personal.empty')} />;
  }
  const bio = excerpt(biography);
  return (
    <div className="space-y-4">
      {bio && (
        <p
          dir="auto"
          className="line-clamp-3 whitespace-pre-line [overflow-wrap:anywhere] text-zinc-700 dark:text-zinc-300"
          data-summary-biography
        >
          {bio}
        </p>
      )}
      <SummaryList
        items={[
          { label: t('profile.personal.birthDate'), value: birth_date && formatDate(birth_date, locale) },
          { label: t('profile.personal.gender'), value: gender && t(`profile.gender.${gender}`) },
          { label: t('profile.personal.nationality'), value: nationality && countryName(nationality, locale) },
          { label: t('profile.personal.countryOfResidence'), value: country_of_residence && countryName(country_of_residence, locale) },
        ]}
      />
    </div>
  );
}
