import type { FastifyInstance } from 'fastify';
import {
  CONTACT_DETAILS_MESSAGES,
  CONTACT_DETAILS_PATHS,
  contactDetailsAnswer,
  contactDetailsSchema,
} from '../../shared/contact-details.js';
import { FUNDRAISING_MESSAGES, FUNDRAISING_PATHS, fundraisingAnswer, fundraisingSchema } from '../../shared/fundraising.js';
import {
  PERSONAL_DETAILS_MESSAGES,
  PERSONAL_DETAILS_PATHS,
  personalDetailsAnswer,
  personalDetailsSchema,
} from '../../shared/personal-details.js';
import {
  PROGRAM_PREFERENCES_MESSAGES,
  PROGRAM_PREFERENCES_PATHS,
  programPreferencesAnswer,
  programPreferencesSchema,
} from '../../shared/program-preferences.js';
import { STARTUP_BRIEF_MESSAGES, STARTUP_BRIEF_PATHS, startupBriefAnswer, startupBriefSchema } from '../../shared/startup-brief.js';
import {
  STARTUP_DETAILS_MESSAGES,
  STARTUP_DETAILS_PATHS,
  startupDetailsAnswer,
  startupDetailsSchema,
} from '../../shared/startup-details.js';
import { VIDEO_MESSAGES, VIDEO_PATHS, videoAnswer, videoSchema } from '../../shared/video.js';
import { declareAccess } from '../auth/access.js';
import type { Db } from '../db/connect.js';
import type { RecordHistory } from '../history/record-history.js';
import { createRecordServices } from '../record-services.js';
import { RecordVersions, type SharedRecord } from '../record-versions/record-versions.js';
import { RecordVersionRepository } from '../record-versions/repository.js';
import { resourceRoutes } from './resource-routes.js';

/**
 * The form resources of DESIGN §4, each a GET and a save, for members. Contact and personal details
 * belong to the user; the others to the user's startup (their services decide), and are versioned,
 * since every co-founder may edit them (DESIGN §9), and keep their history (§15).
 */
export default async function formRecordsPlugin(app: FastifyInstance, { db, history }: { db: Db; history: RecordHistory }): Promise<void> {
  declareAccess(app, 'member');
  const records = createRecordServices(db, history);
  const versionRepository = new RecordVersionRepository(db);
  const sharedAs = (record: SharedRecord) => ({ versions: new RecordVersions(versionRepository, record), history });
  resourceRoutes(app, {
    title: 'Contact details',
    paths: CONTACT_DETAILS_PATHS,
    schema: contactDetailsSchema,
    answer: contactDetailsAnswer,
    messages: CONTACT_DETAILS_MESSAGES,
    service: records.contactDetails,
  });
  resourceRoutes(app, {
    title: 'Personal details',
    paths: PERSONAL_DETAILS_PATHS,
    schema: personalDetailsSchema,
    answer: personalDetailsAnswer,
    messages: PERSONAL_DETAILS_MESSAGES,
    service: records.personalDetails,
  });
  resourceRoutes(app, {
    title: 'Program preferences',
    paths: PROGRAM_PREFERENCES_PATHS,
    schema: programPreferencesSchema,
    answer: programPreferencesAnswer,
    messages: PROGRAM_PREFERENCES_MESSAGES,
    service: records.programPreferences,
    shared: sharedAs('program-preferences'),
  });
  resourceRoutes(app, {
    title: 'Startup details',
    paths: STARTUP_DETAILS_PATHS,
    schema: startupDetailsSchema,
    answer: startupDetailsAnswer,
    messages: STARTUP_DETAILS_MESSAGES,
    service: records.startupDetails,
    shared: sharedAs('startup-details'),
  });
  resourceRoutes(app, {
    title: 'Startup brief',
    paths: STARTUP_BRIEF_PATHS,
    schema: startupBriefSchema,
    answer: startupBriefAnswer,
    messages: STARTUP_BRIEF_MESSAGES,
    service: records.startupBrief,
    shared: sharedAs('startup-brief'),
  });
  resourceRoutes(app, {
    title: 'Fundraising',
    paths: FUNDRAISING_PATHS,
    schema: fundraisingSchema,
    answer: fundraisingAnswer,
    messages: FUNDRAISING_MESSAGES,
    service: records.fundraising,
    shared: sharedAs('fundraising'),
  });
  resourceRoutes(app, {
    title: 'Video',
    paths: VIDEO_PATHS,
    schema: videoSchema,
    answer: videoAnswer,
    messages: VIDEO_MESSAGES,
    service: records.video,
    shared: sharedAs('video'),
  });
}
