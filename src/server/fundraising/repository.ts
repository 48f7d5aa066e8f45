import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';

/** A fundraising row; amounts in integer hundredths, null when blank. */
export interface FundraisingRow {
  required_amount_cents: number | string | null;
  currency: string;
  current_stage: string;
  min_ticket_cents: number | string | null;
  max_ticket_cents: number | string | null;
  use_of_funds: string;
}

export type FundraisingWrite = FundraisingRow & {
  required_amount_cents: number | null;
  min_ticket_cents: number | null;
  max_ticket_cents: number | null;
};

const COLUMNS = ['required_amount_cents', 'currency', 'current_stage', 'min_ticket_cents', 'max_ticket_cents', 'use_of_funds'] as const;

// Read by every GET of the fundraising: compiled once (db/prepared-query.ts).
const findFundraising = preparedQuery((db, param: Placeholders<{ startupId: string }>) =>
  db.selectFrom('startup_fundraising').select(COLUMNS).where('startup_id', '=', param('startupId')),
);

/** SQL of startup_fundraising, keyed by startup. */
export class FundraisingRepository {
  constructor(private readonly db: Db) {}

  async find(startupId: string, db: Db = this.db): Promise<FundraisingRow | undefined> {
    const [fundraising] = await findFundraising(db, { startupId });
    return fundraising;
  }

  async save(startupId: string, fundraising: FundraisingWrite, now: string, trx: Db): Promise<void> {
    await trx
      .insertInto('startup_fundraising')
      .values({ startup_id: startupId, ...fundraising, updated_at: now })
      .onConflict((conflict) => conflict.column('startup_id').doUpdateSet({ ...fundraising, updated_at: now }))
      .execute();
  }
}
