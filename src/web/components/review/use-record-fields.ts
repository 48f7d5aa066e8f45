import { useCallback } from 'react';
import { countryName } from '../../../shared/country-names';
import { displayLocale } from '../../../shared/format';
import { CURRENT_STAGES } from '../../../shared/fundraising';
import { STARTUP_BRIEF_RICH_TEXT_FIELDS } from '../../../shared/resources';
import { BUSINESS_STAGES, COMPANY_SIZES, FINANCIAL_PERFORMANCES, SECTORS } from '../../../shared/startup-details';
import { useTranslation } from '../../i18n/use-translation';
import { useEnumOptions } from '../../lib/use-enum-options';
import { optionText } from '../conflict-view';
import type { ReviewRow } from './review-rows';

export type RecordField = Pick<ReviewRow, 'label' | 'kind' | 'format'>;

/**
 * How a review row names and shows a field of the startup's records (`startup-brief.problem`…): the
 * label its form uses, how it is compared, and an option's label, a country's or currency's name, an
 * amount grouped, for a stored value. Unknown keys get their own name, plain.
 */
export function useRecordFields(): (key: string) => RecordField {
  const { t, i18n } = useTranslation();
  const options = useEnumOptions('startup');
  const locale = i18n.language;
  return useCallback(
    (key: string) => {
      const amount = (value: string) =>
        /^\d+(\.\d+)?$/.test(value) ? new Intl.NumberFormat(displayLocale(locale)).format(Number(value)) : value;
      const currency = (code: string) => new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' }).of(code) ?? code;
      const fields: Record<string, RecordField> = {
        'startup-brief.one_liner': { label: t('startup.brief.oneLiner'), kind: 'text' },
        ...Object.fromEntries(
          STARTUP_BRIEF_RICH_TEXT_FIELDS.map((field) => [
            `startup-brief.${field}`,
            { label: t(`startup.brief.fields.${field}`), kind: 'rich' },
          ]),
        ),
        'startup-details.business_stage': {
          label: t('startup.details.businessStage'),
          kind: 'choice',
          format: optionText(options(BUSINESS_STAGES, 'businessStage')),
        },
        'startup-details.sector': { label: t('startup.details.sector'), kind: 'choice', format: optionText(options(SECTORS, 'sector')) },
        'startup-details.company_size': {
          label: t('startup.details.companySize'),
          kind: 'choice',
          format: optionText(options(COMPANY_SIZES, 'companySize')),
        },
        'startup-details.financial_performance': {
          label: t('startup.details.financialPerformance'),
          kind: 'choice',
          format: optionText(options(FINANCIAL_PERFORMANCES, 'financialPerformance')),
        },
        'startup-details.country_of_incorporation': {
          label: t('startup.details.countryOfIncorporation'),
          kind: 'choice',
          format: (code) => countryName(code, locale),
        },
        'startup-details.headquarters': { label: t('startup.details.headquarters'), kind: 'text' },
        'fundraising.current_stage': {
          label: t('startup.fundraising.currentStage'),
          kind: 'choice',
          format: optionText(options(CURRENT_STAGES, 'currentStage')),
        },
        'fundraising.required_amount': { label: t('startup.fundraising.requiredAmount'), kind: 'text', format: amount },
        'fundraising.currency': { label: t('startup.fundraising.currency'), kind: 'choice', format: currency },
        'fundraising.min_ticket_size': { label: t('startup.fundraising.minTicketSize'), kind: 'text', format: amount },
        'fundraising.max_ticket_size': { label: t('startup.fundraising.maxTicketSize'), kind: 'text', format: amount },
        'fundraising.use_of_funds': { label: t('startup.fundraising.useOfFunds'), kind: 'rich' },
        'video.video_url': { label: t('startup.video.url'), kind: 'text' },
      };
      return fields[key] ?? { label: key, kind: 'text' };
    },
    [t, options, locale],
  );
}
