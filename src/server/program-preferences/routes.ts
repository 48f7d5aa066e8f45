import {
  PROGRAM_PREFERENCES_MESSAGES,
  PROGRAM_PREFERENCES_PATHS,
  programPreferencesSchema,
  type ProgramPreferences,
} from '../../shared/program-preferences.js';
import type { Db } from '../db/connect.js';
import type { ResourceDefinition } from '../http/resource-routes.js';
import { ProgramPreferencesService } from './service.js';

/** DESIGN §4 program preferences: per startup. */
export function programPreferencesResource(db: Db): ResourceDefinition<typeof programPreferencesSchema, ProgramPreferences> {
  const service = new ProgramPreferencesService(db);
  return {
    getPath: PROGRAM_PREFERENCES_PATHS.get,
    savePath: PROGRAM_PREFERENCES_PATHS.save,
    schema: programPreferencesSchema,
    successMessage: PROGRAM_PREFERENCES_MESSAGES.saved,
    load: (user) => service.load(user),
    save: (user, input) => service.save(user, input),
  };
}
