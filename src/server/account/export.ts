import type { ApplicationService } from '../applications/service.js';
import type { AuthUser, SessionAccount } from '../auth/session-store.js';
import type { FounderRepository } from '../founders/repository.js';
import type { RecordHistory } from '../history/record-history.js';
import type { MembershipRepository } from '../membership/repository.js';
import type { PitchDeckRepository } from '../pitch-deck/repository.js';
import type { RecordServices } from '../record-services.js';
import type { AccountRepository } from './repository.js';

/**
 * "Export my data" (DESIGN §8): everything this user may see, read through the same services as the
 * app's own GETs. Only the user's own personal and contact details: a co-founder's stay private.
 */
export class AccountExport {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly memberships: MembershipRepository,
    private readonly founders: FounderRepository,
    private readonly decks: PitchDeckRepository,
    private readonly records: RecordServices,
    private readonly applications: ApplicationService,
    private readonly history: RecordHistory,
  ) {}

  async build(account: SessionAccount) {
    const user = await this.accounts.findForExport(account.id);
    // The two user-scoped services read by user id only; an account without a startup has them too.
    const self: AuthUser = { ...account, startup_id: account.startup_id ?? '' };
    return {
      exported_at: new Date().toISOString(),
      account: user,
      contact_details: await this.records.contactDetails.load(self),
      personal_details: await this.records.personalDetails.load(self),
      startup: account.startup_id ? await this.startup({ ...account, startup_id: account.startup_id }) : null,
    };
  }

  private async startup(member: AuthUser) {
    const startup = await this.memberships.findStartup(member.startup_id);
    const founders = await this.founders.listForStartup(member.startup_id);
    const decks = await this.decks.listForStartup(member.startup_id);
    return {
      ...startup,
      details: await this.records.startupDetails.load(member),
      brief: await this.records.startupBrief.load(member),
      fundraising: await this.records.fundraising.load(member),
      program_preferences: await this.records.programPreferences.load(member),
      video: await this.records.video.load(member),
      // The founders list's own fields: what every member already sees there.
      founders: founders.map(({ id, first_name, last_name, title, email, brief, linkedin_url, avatar_key, user_id }) => ({
        id,
        first_name,
        last_name,
        title,
        email,
        brief,
        linkedin_url,
        has_photo: avatar_key !== null,
        is_you: user_id === member.id,
      })),
      pitch_decks: decks.map(({ id, file_name, file_type, size, uploaded_at }) => ({ id, file_name, file_type, size, uploaded_at })),
      applications: await this.applications.all(member),
      // DESIGN §15: every revision kept, record by record, oldest first.
      history: await this.history.all(member.startup_id),
    };
  }
}
