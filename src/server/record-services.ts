import { ContactDetailsRepository } from './contact-details/repository.js';
import { ContactDetailsService } from './contact-details/service.js';
import type { Db } from './db/connect.js';
import { transactionsOf } from './db/transaction.js';
import { FundraisingRepository } from './fundraising/repository.js';
import { FundraisingService } from './fundraising/service.js';
import type { RecordHistory } from './history/record-history.js';
import { PersonalDetailsRepository } from './personal-details/repository.js';
import { PersonalDetailsService } from './personal-details/service.js';
import { ProgramPreferencesRepository } from './program-preferences/repository.js';
import { ProgramPreferencesService } from './program-preferences/service.js';
import { StartupBriefRepository } from './startup-brief/repository.js';
import { StartupBriefService } from './startup-brief/service.js';
import { StartupDetailsRepository } from './startup-details/repository.js';
import { StartupDetailsService } from './startup-details/service.js';
import { VideoRepository } from './video/repository.js';
import { VideoService } from './video/service.js';

/** The services of the form records of DESIGN §4: their routes, readiness, the AI prompt, the export and the demo read them. */
export interface RecordServices {
  contactDetails: ContactDetailsService;
  personalDetails: PersonalDetailsService;
  programPreferences: ProgramPreferencesService;
  startupDetails: StartupDetailsService;
  startupBrief: StartupBriefService;
  fundraising: FundraisingService;
  video: VideoService;
}

/**
 * Each service over its repository, built once from `db`. `history` is for the form routes: a save of
 * one's own Personal details that changes one's founder row leaves that row's revision (§15).
 */
export function createRecordServices(db: Db, history: RecordHistory | null = null): RecordServices {
  const transaction = transactionsOf(db);
  return {
    contactDetails: new ContactDetailsService(new ContactDetailsRepository(db), transaction),
    personalDetails: new PersonalDetailsService(new PersonalDetailsRepository(db), transaction, history),
    programPreferences: new ProgramPreferencesService(new ProgramPreferencesRepository(db), transaction),
    startupDetails: new StartupDetailsService(new StartupDetailsRepository(db), transaction),
    startupBrief: new StartupBriefService(new StartupBriefRepository(db), transaction),
    fundraising: new FundraisingService(new FundraisingRepository(db), transaction),
    video: new VideoService(new VideoRepository(db), transaction),
  };
}
