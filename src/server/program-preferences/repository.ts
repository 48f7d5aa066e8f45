import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';

export interface ProgramPreferencesRow {
  program_type: string;
  program_duration: string;
  program_location: string;
  program_start_date: string;
}

// The reads of every GET of the preferences: compiled once (db/prepared-query.ts).
const findPreferences = preparedQuery((db, param: Placeholders<{ startupId: string }>) =>
  db
    .selectFrom('program_preferences')
    .select(['program_type', 'program_duration', 'program_location', 'program_start_date'])
    .where('startup_id', '=', param('startupId')),
);
const findLocations = preparedQuery((db, param: Placeholders<{ startupId: string }>) =>
  db.selectFrom('program_preference_locations').select('country').where('startup_id', '=', param('startupId')).orderBy('position'),
);

/** SQL of program_preferences and its startup locations, keyed by startup. */
export class ProgramPreferencesRepository {
  constructor(private readonly db: Db) {}

  async find(startupId: string, db: Db = this.db): Promise<ProgramPreferencesRow | undefined> {
    const [preferences] = await findPreferences(db, { startupId });
    return preferences;
  }

  async findLocations(startupId: string, db: Db = this.db): Promise<string[]> {
    const rows = await findLocations(db, { startupId });
    return rows.map((row) => row.country);
  }

  async save(startupId: string, preferences: ProgramPreferencesRow, now: string, trx: Db): Promise<void> {
    await trx
      .insertInto('program_preferences')
      .values({ startup_id: startupId, ...preferences, updated_at: now })
      .onConflict((conflict) => conflict.column('startup_id').doUpdateSet({ ...preferences, updated_at: now }))
      .execute();
  }

  async replaceLocations(startupId: string, countries: string[], trx: Db): Promise<void> {
    await trx.deleteFrom('program_preference_locations').where('startup_id', '=', startupId).execute();
    if (countries.length === 0) return;
    await trx
      .insertInto('program_preference_locations')
      .values(countries.map((country, position) => ({ startup_id: startupId, country, position })))
      .execute();
  }
}
