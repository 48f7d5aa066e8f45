import { PROFILE_LOCALES, type ProfileLocale } from '../../shared/translation.js';
import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';

export interface StartupDetailsRow {
  business_stage: string;
  sector: string;
  company_size: string;
  financial_performance: string;
  incorporation_type: string;
  incorporation_date: string;
  country_of_incorporation: string;
  headquarters: string;
}

const COLUMNS = [
  'business_stage',
  'sector',
  'company_size',
  'financial_performance',
  'incorporation_type',
  'incorporation_date',
  'country_of_incorporation',
  'headquarters',
] as const;

// The reads of every GET of the details: compiled once (db/prepared-query.ts).
const findStartup = preparedQuery((db, param: Placeholders<{ startupId: string }>) =>
  db.selectFrom('startups').select(['name', 'profile_locale']).where('id', '=', param('startupId')),
);
const findDetails = preparedQuery((db, param: Placeholders<{ startupId: string }>) =>
  db.selectFrom('startup_details').select(COLUMNS).where('startup_id', '=', param('startupId')),
);

/** What the startup's own row holds of its details: its name and its profile language (DESIGN §14). */
export interface StartupIdentity {
  name: string;
  profile_locale: ProfileLocale;
}

/** SQL of the startup's name and profile language (startups) and its details (startup_details). */
export class StartupDetailsRepository {
  constructor(private readonly db: Db) {}

  async findName(startupId: string, db: Db = this.db): Promise<string> {
    return (await this.findStartup(startupId, db)).name;
  }

  async findStartup(startupId: string, db: Db = this.db): Promise<StartupIdentity> {
    const [row] = await findStartup(db, { startupId });
    if (!row) throw new Error(`No startup ${startupId}`); // the session that named it was found a moment ago
    return { name: row.name, profile_locale: PROFILE_LOCALES.find((locale) => locale === row.profile_locale) ?? 'en' };
  }

  async find(startupId: string, db: Db = this.db): Promise<StartupDetailsRow | undefined> {
    const [details] = await findDetails(db, { startupId });
    return details;
  }

  /** The name, and the profile language when given (left out, the saved one stays). */
  async saveStartup(startupId: string, startup: { name: string; profile_locale?: ProfileLocale }, trx: Db): Promise<void> {
    await trx.updateTable('startups').set(startup).where('id', '=', startupId).execute();
  }

  async save(startupId: string, details: StartupDetailsRow, now: string, trx: Db): Promise<void> {
    await trx
      .insertInto('startup_details')
      .values({ startup_id: startupId, ...details, updated_at: now })
      .onConflict((conflict) => conflict.column('startup_id').doUpdateSet({ ...details, updated_at: now }))
      .execute();
  }
}
