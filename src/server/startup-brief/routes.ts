import { STARTUP_BRIEF_MESSAGES, STARTUP_BRIEF_PATHS, startupBriefSchema, type StartupBrief } from '../../shared/startup-brief.js';
import type { Db } from '../db/connect.js';
import type { ResourceDefinition } from '../http/resource-routes.js';
import { StartupBriefService } from './service.js';

/** DESIGN §4 startup brief: per startup. */
export function startupBriefResource(db: Db): ResourceDefinition<typeof startupBriefSchema, StartupBrief> {
  const service = new StartupBriefService(db);
  return {
    getPath: STARTUP_BRIEF_PATHS.get,
    savePath: STARTUP_BRIEF_PATHS.save,
    schema: startupBriefSchema,
    successMessage: STARTUP_BRIEF_MESSAGES.saved,
    load: (user) => service.load(user),
    save: (user, input) => service.save(user, input),
  };
}
