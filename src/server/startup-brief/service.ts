import {
  emptyStartupBrief,
  STARTUP_BRIEF_RICH_TEXT_FIELDS,
  type StartupBrief,
  type StartupBriefPayload,
} from '../../shared/startup-brief.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import type { RunInTransaction } from '../db/transaction.js';
import { sanitizeRichText } from '../html/sanitize.js';
import type { SaveSteps } from '../http/resource-routes.js';
import type { StartupBriefRepository } from './repository.js';

export class StartupBriefService {
  constructor(
    private readonly briefs: StartupBriefRepository,
    private readonly transaction: RunInTransaction,
  ) {}

  /** Every field '' until the first save. */
  async load(user: AuthUser, db?: Db): Promise<StartupBrief> {
    return (await this.briefs.find(user.startup_id, db)) ?? emptyStartupBrief();
  }

  /** The one-liner arrives as plain text already (the schema removed any markup); the rest is sanitized HTML. */
  async save(user: AuthUser, input: StartupBriefPayload, steps?: SaveSteps): Promise<void> {
    const brief: StartupBrief = { ...input };
    for (const field of STARTUP_BRIEF_RICH_TEXT_FIELDS) brief[field] = sanitizeRichText(input[field]);
    await this.transaction(async (trx) => {
      await steps?.before(trx);
      await this.briefs.save(user.startup_id, brief, new Date().toISOString(), trx);
      await steps?.after(trx);
    });
  }
}
