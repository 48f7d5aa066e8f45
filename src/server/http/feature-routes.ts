import type { FastifyInstance } from 'fastify';
import { CONTACT_DETAILS_MESSAGES, CONTACT_DETAILS_PATHS, contactDetailsSchema } from '../../shared/contact-details.js';
import { FUNDRAISING_MESSAGES, FUNDRAISING_PATHS, fundraisingSchema } from '../../shared/fundraising.js';
import { PERSONAL_DETAILS_MESSAGES, PERSONAL_DETAILS_PATHS, personalDetailsSchema } from '../../shared/personal-details.js';
import { PROGRAM_PREFERENCES_MESSAGES, PROGRAM_PREFERENCES_PATHS, programPreferencesSchema } from '../../shared/program-preferences.js';
import { STARTUP_BRIEF_MESSAGES, STARTUP_BRIEF_PATHS, startupBriefSchema } from '../../shared/startup-brief.js';
import { STARTUP_DETAILS_MESSAGES, STARTUP_DETAILS_PATHS, startupDetailsSchema } from '../../shared/startup-details.js';
import { VIDEO_MESSAGES, VIDEO_PATHS, videoSchema } from '../../shared/video.js';
import { ContactDetailsService } from '../contact-details/service.js';
import type { Db } from '../db/connect.js';
import { FundraisingService } from '../fundraising/service.js';
import { PersonalDetailsService } from '../personal-details/service.js';
import { ProgramPreferencesService } from '../program-preferences/service.js';
import { RecordVersions } from '../record-versions/record-versions.js';
import { RecordVersionRepository } from '../record-versions/repository.js';
import { StartupBriefService } from '../startup-brief/service.js';
import { StartupDetailsService } from '../startup-details/service.js';
import { VideoService } from '../video/service.js';
import { resourceRoutes } from './resource-routes.js';

/**
 * The form resources of DESIGN §4, each a GET and a save. Contact and personal details
 * belong to the user; the others to the user's startup (their services decide), and are
 * versioned, since every co-founder may edit them (DESIGN §9).
 */
export function registerFeatureRoutes(app: FastifyInstance, db: Db): void {
  const versions = new RecordVersionRepository(db);
  resourceRoutes(app, { paths: CONTACT_DETAILS_PATHS, schema: contactDetailsSchema, messages: CONTACT_DETAILS_MESSAGES, service: new ContactDetailsService(db) });
  resourceRoutes(app, { paths: PERSONAL_DETAILS_PATHS, schema: personalDetailsSchema, messages: PERSONAL_DETAILS_MESSAGES, service: new PersonalDetailsService(db) });
  resourceRoutes(app, { paths: PROGRAM_PREFERENCES_PATHS, schema: programPreferencesSchema, messages: PROGRAM_PREFERENCES_MESSAGES, service: new ProgramPreferencesService(db), versions: new RecordVersions(versions, 'program-preferences') });
  resourceRoutes(app, { paths: STARTUP_DETAILS_PATHS, schema: startupDetailsSchema, messages: STARTUP_DETAILS_MESSAGES, service: new StartupDetailsService(db), versions: new RecordVersions(versions, 'startup-details') });
  resourceRoutes(app, { paths: STARTUP_BRIEF_PATHS, schema: startupBriefSchema, messages: STARTUP_BRIEF_MESSAGES, service: new StartupBriefService(db), versions: new RecordVersions(versions, 'startup-brief') });
  resourceRoutes(app, { paths: FUNDRAISING_PATHS, schema: fundraisingSchema, messages: FUNDRAISING_MESSAGES, service: new FundraisingService(db), versions: new RecordVersions(versions, 'fundraising') });
  resourceRoutes(app, { paths: VIDEO_PATHS, schema: videoSchema, messages: VIDEO_MESSAGES, service: new VideoService(db), versions: new RecordVersions(versions, 'video') });
}
