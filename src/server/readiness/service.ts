import type { ReadinessRecords } from '../../shared/readiness.js';
import type { AuthUser } from '../auth/session-store.js';
import type { FounderRepository } from '../founders/repository.js';
import type { PitchDeckRepository } from '../pitch-deck/repository.js';
import type { RecordServices } from '../record-services.js';

/**
 * The saved records readiness reads, each through the service or repository that serves its own
 * route: the caller's startup's records and the caller's own contact and personal details, never
 * another startup's or another founder's.
 */
export class ReadinessRecordsReader {
  constructor(
    private readonly records: RecordServices,
    private readonly founders: FounderRepository,
    private readonly decks: PitchDeckRepository,
  ) {}

  async load(user: AuthUser): Promise<ReadinessRecords> {
    const { records } = this;
    const [contactDetails, personalDetails, programPreferences, startupDetails, startupBrief, founders, pitchDecks, fundraising, video] =
      await Promise.all([
        records.contactDetails.load(user),
        records.personalDetails.load(user),
        records.programPreferences.load(user),
        records.startupDetails.load(user),
        records.startupBrief.load(user),
        this.founders.listForStartup(user.startup_id),
        this.decks.listForStartup(user.startup_id),
        records.fundraising.load(user),
        records.video.load(user),
      ]);
    return {
      contactDetails,
      personalDetails,
      programPreferences,
      startupDetails,
      startupBrief,
      founders: founders.map((founder) => ({ isYou: founder.user_id === user.id })),
      pitchDecks,
      fundraising,
      video,
    };
  }
}
