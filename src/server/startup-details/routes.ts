import { STARTUP_DETAILS_MESSAGES, STARTUP_DETAILS_PATHS, startupDetailsSchema, type StartupDetails } from '../../shared/startup-details.js';
import type { Db } from '../db/connect.js';
import type { ResourceDefinition } from '../http/resource-routes.js';
import { StartupDetailsService } from './service.js';

/** DESIGN §4 startup details: per startup; `name` is the startup's own name. */
export function startupDetailsResource(db: Db): ResourceDefinition<typeof startupDetailsSchema, StartupDetails> {
  const service = new StartupDetailsService(db);
  return {
    getPath: STARTUP_DETAILS_PATHS.get,
    savePath: STARTUP_DETAILS_PATHS.save,
    schema: startupDetailsSchema,
    successMessage: STARTUP_DETAILS_MESSAGES.saved,
    load: (user) => service.load(user),
    save: (user, input) => service.save(user, input),
  };
}
