import { GENDERS, type PersonalDetails, type PersonalDetailsPayload } from '../../shared/personal-details.js';
import { enumValueOrBlank } from '../../shared/fields.js';
import type { AuthUser } from '../auth/session-store.js';
import type { RunInTransaction } from '../db/transaction.js';
import { avatarUrlOf, writeFounderRevision } from '../founders/service.js';
import type { RecordHistory } from '../history/record-history.js';
import { sanitizeRichText } from '../html/sanitize.js';
import type { PersonalDetailsRepository } from './repository.js';

export class PersonalDetailsService {
  constructor(
    private readonly personal: PersonalDetailsRepository,
    private readonly transaction: RunInTransaction,
    /** Where a save that changes the own founder row leaves that row's revision (DESIGN §15); null for readers. */
    private readonly history: RecordHistory | null,
  ) {}

  /** Every personal field '' until the first save; the identity comes from the account and the user's own founder row. */
  async load(user: AuthUser): Promise<PersonalDetails> {
    const [row, identity] = await Promise.all([this.personal.find(user.id), this.personal.findIdentity(user)]);
    return {
      biography: row?.biography ?? '',
      birth_date: row?.birth_date ?? '',
      gender: enumValueOrBlank(GENDERS, row?.gender ?? ''),
      nationality: row?.nationality ?? '',
      country_of_residence: row?.country_of_residence ?? '',
      first_name: identity.first_name,
      last_name: identity.last_name,
      title: identity.title ?? '',
      linkedin_url: identity.linkedin_url ?? '',
      avatar_url: identity.founder_id ? avatarUrlOf({ id: identity.founder_id, avatar_key: identity.avatar_key }) : '',
    };
  }

  /** The personal fields, and whichever identity fields came, on the account and the own founder row (with its revision) together. */
  async save(user: AuthUser, input: PersonalDetailsPayload): Promise<void> {
    const { first_name, last_name, title, linkedin_url, ...personal } = input;
    const details = { ...personal, biography: sanitizeRichText(personal.biography) };
    const name = withoutMissing({ first_name, last_name });
    const founder = withoutMissing({ first_name, last_name, title, linkedin_url });
    await this.transaction(async (trx) => {
      await this.personal.save(user.id, details, new Date().toISOString(), trx);
      const change = await this.personal.saveIdentity(user, name, founder, trx);
      if (change && this.history) await writeFounderRevision(this.history, trx, user, change.id, change.before, change.after);
    });
  }
}

function withoutMissing<T extends Record<string, string | undefined>>(fields: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<Record<keyof T, string>>;
}
