import { CONTACT_DETAILS_MESSAGES, CONTACT_DETAILS_PATHS, contactDetailsSchema, type ContactDetails } from '../../shared/contact-details.js';
import type { Db } from '../db/connect.js';
import type { ResourceDefinition } from '../http/resource-routes.js';
import { ContactDetailsService } from './service.js';

/** DESIGN §4 contact details: per user. */
export function contactDetailsResource(db: Db): ResourceDefinition<typeof contactDetailsSchema, ContactDetails> {
  const service = new ContactDetailsService(db);
  return {
    getPath: CONTACT_DETAILS_PATHS.get,
    savePath: CONTACT_DETAILS_PATHS.save,
    schema: contactDetailsSchema,
    successMessage: CONTACT_DETAILS_MESSAGES.saved,
    load: (user) => service.load(user),
    save: (user, input) => service.save(user, input),
  };
}
