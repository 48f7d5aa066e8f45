import { FUNDRAISING_MESSAGES, FUNDRAISING_PATHS, fundraisingSchema, type Fundraising } from '../../shared/fundraising.js';
import type { Db } from '../db/connect.js';
import type { ResourceDefinition } from '../http/resource-routes.js';
import { FundraisingService } from './service.js';

/** DESIGN §4 fundraising: per startup. */
export function fundraisingResource(db: Db): ResourceDefinition<typeof fundraisingSchema, Fundraising> {
  const service = new FundraisingService(db);
  return {
    getPath: FUNDRAISING_PATHS.get,
    savePath: FUNDRAISING_PATHS.save,
    schema: fundraisingSchema,
    successMessage: FUNDRAISING_MESSAGES.saved,
    load: (user) => service.load(user),
    save: (user, input) => service.save(user, input),
  };
}
