import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatCompactMoney, formatCompactMoneyRange } from '../../../shared/compact-money';
import { formatCurrency } from '../../../shared/format';
import type { Fundraising } from '../../../shared/fundraising';
import { DEFAULT_CURRENCY, FUNDRAISING_PATHS } from '../../../shared/resources';
import { toPlainLines } from '../../../shared/plain-text';
import { CompactAmount } from '../../components/compact-amount';
import { EmptySummary, SummaryStatus } from '../../components/summary';
import { useResource } from '../../lib/resource';
import { useEnumLabel } from '../../lib/use-enum-options';

// Stands for the amount inside a translated sentence, which is then split around it.
const SLOT = '\u0000';

/** The fundraising card, as investors read it: "Raising $750K · Seed · tickets $25K–$150K", exact figures on hover or focus. */
export function FundraisingSummary() {
  const { t, i18n } = useTranslation();
  const label = useEnumLabel('startup');
  const { data: fundraising, isError } = useResource<Fundraising>(FUNDRAISING_PATHS);
  if (!fundraising) return <SummaryStatus isError={isError} />;

  const { required_amount, current_stage, min_ticket_size, max_ticket_size, use_of_funds } = fundraising;
  const currency = fundraising.currency || DEFAULT_CURRENCY;
  const useOfFunds = toPlainLines(use_of_funds).join('\n');
  if ([required_amount, current_stage, min_ticket_size, max_ticket_size, useOfFunds].every((value) => value === '')) {
    return <EmptySummary message={t('startup.fundraising.empty')} />;
  }
  const locale = i18n.language;
  const sentence = (key: 'raising' | 'tickets', amount: ReactNode) => {
    const [before, after] = t(`startup.fundraising.${key}`, { amount: SLOT }).split(SLOT);
    return (
      <>
        {before}
        {amount}
        {after}
      </>
    );
  };
  const tickets = [min_ticket_size, max_ticket_size].filter((amount) => amount !== '');
  const parts: { key: string; content: ReactNode }[] = [];
  if (required_amount) {
    const amount = (
      <CompactAmount
        data-summary-required-amount
        compact={formatCompactMoney(required_amount, currency, locale)}
        exact={formatCurrency(required_amount, currency)}
      />
    );
    parts.push({ key: 'raising', content: sentence('raising', amount) });
  }
  if (current_stage) parts.push({ key: 'stage', content: label('currentStage', current_stage) });
  if (tickets.length > 0) {
    const [low = '', high = low] = tickets;
    const range = (
      <CompactAmount
        data-summary-tickets
        compact={formatCompactMoneyRange(low, high, currency, locale)}
        exact={tickets.map((amount) => formatCurrency(amount, currency)).join(' – ')}
      />
    );
    parts.push({ key: 'tickets', content: sentence('tickets', range) });
  }
  return (
    <div className="space-y-3">
      {parts.length > 0 && (
        <p data-summary-fundraising className="text-base font-medium text-zinc-900 dark:text-zinc-50">
          {/* The dot ends its part, so a wrapped line never starts with one; the space between parts is where lines break.
              A part is an inline block: kept whole on its line, it wraps inside only when alone it is wider than the card
              (a range of huge amounts on a phone). */}
          {parts.map(({ key, content }, index) => (
            <Fragment key={key}>
              {index > 0 && ' '}
              <span className="inline-block max-w-full">
                {content}
                {index < parts.length - 1 && (
                  <span aria-hidden className="text-zinc-400 dark:text-zinc-500">
                    {' '}
                    ·
                  </span>
                )}
              </span>
            </Fragment>
          ))}
        </p>
      )}
      {useOfFunds && (
        <div>
          <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{t('startup.fundraising.useOfFunds')}</p>
          <p
            dir="auto"
            className="mt-0.5 line-clamp-2 whitespace-pre-line [overflow-wrap:anywhere] text-zinc-700 dark:text-zinc-300"
            data-summary-use-of-funds
          >
            {useOfFunds}
          </p>
        </div>
      )}
    </div>
  );
}
