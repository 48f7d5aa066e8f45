import { enumValueOrBlank } from '../../shared/fields.js';
import {
  PROGRAM_DURATIONS,
  PROGRAM_LOCATIONS,
  PROGRAM_TYPES,
  type ProgramPreferences,
  type ProgramPreferencesPayload,
} from '../../shared/program-preferences.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import type { RunInTransaction } from '../db/transaction.js';
import type { SaveSteps } from '../http/resource-routes.js';
import type { ProgramPreferencesRepository } from './repository.js';

// Per startup, not per user: the route lives under /startup, and the programs (incubation,
// acceleration…) and locations are chosen for the company, whichever co-founder edits them.
export class ProgramPreferencesService {
  constructor(
    private readonly preferences: ProgramPreferencesRepository,
    private readonly transaction: RunInTransaction,
  ) {}

  /** Every field '' and no locations until the first save. */
  async load(user: AuthUser, db?: Db): Promise<ProgramPreferences> {
    const [row, locations] = await Promise.all([
      this.preferences.find(user.startup_id, db),
      this.preferences.findLocations(user.startup_id, db),
    ]);
    return {
      program_type: enumValueOrBlank(PROGRAM_TYPES, row?.program_type ?? ''),
      program_duration: enumValueOrBlank(PROGRAM_DURATIONS, row?.program_duration ?? ''),
      program_location: enumValueOrBlank(PROGRAM_LOCATIONS, row?.program_location ?? ''),
      program_start_date: row?.program_start_date ?? '',
      startup_locations: locations,
    };
  }

  async save(user: AuthUser, input: ProgramPreferencesPayload, steps?: SaveSteps): Promise<void> {
    const { startup_locations: locations, ...preferences } = input;
    const now = new Date().toISOString();
    await this.transaction(async (trx) => {
      await steps?.before(trx);
      await this.preferences.save(user.startup_id, preferences, now, trx);
      await this.preferences.replaceLocations(user.startup_id, locations, trx);
      await steps?.after(trx);
    });
  }
}
