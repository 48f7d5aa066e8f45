import { PERSONAL_DETAILS_MESSAGES, PERSONAL_DETAILS_PATHS, personalDetailsSchema, type PersonalDetails } from '../../shared/personal-details.js';
import type { Db } from '../db/connect.js';
import type { ResourceDefinition } from '../http/resource-routes.js';
import { PersonalDetailsService } from './service.js';

/** DESIGN §4 personal details: per user. */
export function personalDetailsResource(db: Db): ResourceDefinition<typeof personalDetailsSchema, PersonalDetails> {
  const service = new PersonalDetailsService(db);
  return {
    getPath: PERSONAL_DETAILS_PATHS.get,
    savePath: PERSONAL_DETAILS_PATHS.save,
    schema: personalDetailsSchema,
    successMessage: PERSONAL_DETAILS_MESSAGES.saved,
    load: (user) => service.load(user),
    save: (user, input) => service.save(user, input),
  };
}
