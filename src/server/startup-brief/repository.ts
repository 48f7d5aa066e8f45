import type { StartupBrief } from '../../shared/startup-brief.js';
import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';

const COLUMNS = ['one_liner', 'description', 'vision', 'mission', 'problem', 'solution', 'unique_value', 'highlights'] as const;

// Read by every GET of the brief: compiled once (db/prepared-query.ts).
const findBrief = preparedQuery((db, param: Placeholders<{ startupId: string }>) =>
  db.selectFrom('startup_briefs').select(COLUMNS).where('startup_id', '=', param('startupId')),
);

/** SQL of startup_briefs, keyed by startup. */
export class StartupBriefRepository {
  constructor(private readonly db: Db) {}

  async find(startupId: string, db: Db = this.db): Promise<StartupBrief | undefined> {
    const [brief] = await findBrief(db, { startupId });
    return brief;
  }

  async save(startupId: string, brief: StartupBrief, now: string, trx: Db): Promise<void> {
    await trx
      .insertInto('startup_briefs')
      .values({ startup_id: startupId, ...brief, updated_at: now })
      .onConflict((conflict) => conflict.column('startup_id').doUpdateSet({ ...brief, updated_at: now }))
      .execute();
  }
}
