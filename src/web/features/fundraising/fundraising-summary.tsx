import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../shared/format';
import type { Fundraising } from '../../../shared/fundraising';
import { DEFAULT_CURRENCY, FUNDRAISING_PATHS } from '../../../shared/resources';
import { MODALS } from '../../../shared/modals';
import { toPlainLines } from '../../../shared/plain-text';
import { EmptySummary, SummaryList, SummaryStatus } from '../../components/summary';
import { useResource } from '../../lib/resource';
import { useStartupEnumLabel } from '../startup-details/use-startup-enum-options';

/** The fundraising card: the amount raised first, in the saved currency, then stage and tickets. */
export function FundraisingSummary() {
  const { t } = useTranslation();
  const label = useStartupEnumLabel();
  const { data: fundraising, isError } = useResource<Fundraising>(FUNDRAISING_PATHS);
  if (!fundraising) return <SummaryStatus isError={isError} />;

  const { required_amount, current_stage, min_ticket_size, max_ticket_size, use_of_funds } = fundraising;
  const currency = fundraising.currency || DEFAULT_CURRENCY;
  const useOfFunds = toPlainLines(use_of_funds).join('\n');
  if ([required_amount, current_stage, min_ticket_size, max_ticket_size, useOfFunds].every((value) => value === '')) {
    return <EmptySummary message={t('startup.fundraising.empty')} modal={MODALS.fundraising} action={t('startup.fundraising.fill')} />;
  }
  const money = (amount: string) => (amount === '' ? '' : formatCurrency(amount, currency));
  const tickets = [min_ticket_size, max_ticket_size].filter((amount) => amount !== '').map(money).join(' – ');
  return (
    <div className="space-y-4">
      {required_amount && (
        <p>
          <span className="block text-xs font-medium text-zinc-500 dark:text-zinc-400">{t('startup.fundraising.requiredAmount')}</span>
          <span data-summary-required-amount dir="ltr" className="text-xl font-semibold tabular-nums [overflow-wrap:anywhere] text-zinc-900 dark:text-zinc-50">{money(required_amount)}</span>
        </p>
      )}
      <SummaryList
        items={[
          { label: t('startup.fundraising.currentStage'), value: current_stage === '' ? '' : label('currentStage', current_stage) },
          { label: t('startup.fundraising.ticketRange'), value: tickets && <span dir="ltr" className="block truncate rtl:text-end">{tickets}</span> },
        ]}
      />
      {useOfFunds && (
        <div>
          <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{t('startup.fundraising.useOfFunds')}</p>
          <p dir="auto" className="mt-0.5 line-clamp-2 whitespace-pre-line [overflow-wrap:anywhere] text-zinc-700 dark:text-zinc-300" data-summary-use-of-funds>{useOfFunds}</p>
        </div>
      )}
    </div>
  );
}
