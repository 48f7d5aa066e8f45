import type { ReadinessRecords } from '../../shared/readiness.js';
import type { AuthUser } from '../auth/session-store.js';
import { ContactDetailsService } from '../contact-details/service.js';
import type { Db } from '../db/connect.js';
import { FounderRepository } from '../founders/repository.js';
import { FundraisingService } from '../fundraising/service.js';
import { PersonalDetailsService } from '../personal-details/service.js';
import { PitchDeckRepository } from '../pitch-deck/repository.js';
import { ProgramPreferencesService } from '../program-preferences/service.js';
import { StartupBriefService } from '../startup-brief/service.js';
import { StartupDetailsService } from '../startup-details/service.js';
import { VideoService } from '../video/service.js';

/**
 * The saved records readiness reads, each through the service or repository that serves its own
 * route: the caller's startup's records and the caller's own contact and personal details, never
 * another startup's or another founder's.
 */
export async function loadReadinessRecords(db: Db, user: AuthUser): Promise<ReadinessRecords> {
  const [contactDetails, personalDetails, programPreferences, startupDetails, startupBrief, founders, pitchDecks, fundraising, video] =
    await Promise.all([
      new ContactDetailsService(db).load(user),
      new PersonalDetailsService(db).load(user),
      new ProgramPreferencesService(db).load(user),
      new StartupDetailsService(db).load(user),
      new StartupBriefService(db).load(user),
      new FounderRepository(db).listForStartup(user.startup_id),
      new PitchDeckRepository(db).listForStartup(user.startup_id),
      new FundraisingService(db).load(user),
      new VideoService(db).load(user),
    ]);
  return {
    contactDetails, personalDetails, programPreferences, startupDetails, startupBrief,
    founders: founders.map((founder) => ({ isYou: founder.user_id === user.id })),
    pitchDecks, fundraising, video,
  };
}
