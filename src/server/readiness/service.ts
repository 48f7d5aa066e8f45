import type { ReadinessRecords } from '../../shared/readiness.js';
import { otherProfileLocale, type TranslationProgress } from '../../shared/translation.js';
import type { AuthUser } from '../auth/session-store.js';
import type { FounderRepository } from '../founders/repository.js';
import type { PitchDeckRepository } from '../pitch-deck/repository.js';
import type { RecordServices } from '../record-services.js';
import type { TranslationRepository } from '../translation/repository.js';
import { translationProgressOf } from '../translation/sources.js';

/**
 * The saved records readiness reads, each through the service or repository that serves its own
 * route: the caller's startup's records and the caller's own contact and personal details, never
 * another startup's or another founder's; and the translation's progress (DESIGN §14) counted
 * from those same records and one query of its texts.
 */
export class ReadinessRecordsReader {
  constructor(
    private readonly records: RecordServices,
    private readonly founders: FounderRepository,
    private readonly decks: PitchDeckRepository,
    private readonly translations: TranslationRepository,
  ) {}

  async load(user: AuthUser): Promise<{ records: ReadinessRecords; translation: TranslationProgress }> {
    const { records } = this;
    const [
      contactDetails,
      personalDetails,
      programPreferences,
      startupDetails,
      startupBrief,
      founders,
      pitchDecks,
      fundraising,
      video,
      translated,
    ] = await Promise.all([
      records.contactDetails.load(user),
      records.personalDetails.load(user),
      records.programPreferences.load(user),
      records.startupDetails.load(user),
      records.startupBrief.load(user),
      this.founders.listForStartup(user.startup_id),
      this.decks.listForStartup(user.startup_id),
      records.fundraising.load(user),
      records.video.load(user),
      this.translations.listForStartup(user.startup_id),
    ]);
    const sources = { brief: startupBrief, useOfFunds: fundraising.use_of_funds, founders };
    const translation = translationProgressOf(otherProfileLocale(startupDetails.profile_locale), sources, translated);
    const loaded = {
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
    return { records: loaded, translation };
  }
}
