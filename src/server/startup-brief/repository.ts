import type { StartupBrief } from '../../shared/startup-brief.js';
import type { Db } from '../db/connect.js';

const COLUMNS = ['one_liner', 'description', 'vision', 'mission', 'problem', 'solution', 'unique_value', 'highlights'] as const;

/** SQL of startup_briefs, keyed by startup. */
export class StartupBriefRepository {
  constructor(private readonly db: Db) {}

  find(startupId: string): Promise<StartupBrief | undefined> {
    return this.db.selectFrom('startup_briefs').select(COLUMNS).where('startup_id', '=', startupId).executeTakeFirst();
  }

  async save(startupId: string, brief: StartupBrief, now: string): Promise<void> {
    await this.db
      .insertInto('startup_briefs')
      .values({ startup_id: startupId, ...brief, updated_at: now })
      .onConflict((conflict) => conflict.column('startup_id').doUpdateSet({ ...brief, updated_at: now }))
      .execute();
  }
}
