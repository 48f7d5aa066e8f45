import { enumValueOrBlank } from '../../shared/fields.js';
import { CURRENT_STAGES, DEFAULT_CURRENCY, type Fundraising, type FundraisingPayload } from '../../shared/fundraising.js';
import { amountToCents, centsToAmount } from '../../shared/money.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import type { RunInTransaction } from '../db/transaction.js';
import { sanitizeRichText } from '../html/sanitize.js';
import type { SaveSteps } from '../http/resource-routes.js';
import type { FundraisingRepository } from './repository.js';

// Amounts are ≤ 12 integer digits (see money.ts), so hundredths stay below 2^53 and a plain number is exact.
const toCents = (amount: string) => (amount === '' ? null : Number(amountToCents(amount)));
const toAmount = (cents: number | string | null | undefined) => (cents == null ? '' : centsToAmount(cents));

export class FundraisingService {
  constructor(
    private readonly fundraising: FundraisingRepository,
    private readonly transaction: RunInTransaction,
  ) {}

  /** Amounts '' and currency USD until the first save. */
  async load(user: AuthUser, db?: Db): Promise<Fundraising> {
    const row = await this.fundraising.find(user.startup_id, db);
    return {
      required_amount: toAmount(row?.required_amount_cents),
      currency: row?.currency ?? DEFAULT_CURRENCY,
      current_stage: enumValueOrBlank(CURRENT_STAGES, row?.current_stage ?? ''),
      min_ticket_size: toAmount(row?.min_ticket_cents),
      max_ticket_size: toAmount(row?.max_ticket_cents),
      use_of_funds: row?.use_of_funds ?? '',
    };
  }

  /** `use_of_funds` is rich text like the brief: sanitized HTML. */
  async save(user: AuthUser, input: FundraisingPayload, steps?: SaveSteps): Promise<void> {
    const fundraising = {
      required_amount_cents: toCents(input.required_amount),
      currency: input.currency,
      current_stage: input.current_stage,
      min_ticket_cents: toCents(input.min_ticket_size),
      max_ticket_cents: toCents(input.max_ticket_size),
      use_of_funds: sanitizeRichText(input.use_of_funds),
    };
    await this.transaction(async (trx) => {
      await steps?.before(trx);
      await this.fundraising.save(user.startup_id, fundraising, new Date().toISOString(), trx);
      await steps?.after(trx);
    });
  }
}
