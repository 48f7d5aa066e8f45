import { GENDERS, type PersonalDetails, type PersonalDetailsPayload } from '../../shared/personal-details.js';
import { enumValueOrBlank } from '../../shared/fields.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import { sanitizeRichText } from '../html/sanitize.js';
import { PersonalDetailsRepository } from './repository.js';

export class PersonalDetailsService {
  constructor(private readonly db: Db) {}

  /** Every field '' until the first save. */
  async load(user: AuthUser): Promise<PersonalDetails> {
    const row = await new PersonalDetailsRepository(this.db).find(user.id);
    return {
      biography: row?.biography ?? '',
      birth_date: row?.birth_date ?? '',
      gender: enumValueOrBlank(GENDERS, row?.gender ?? ''),
      nationality: row?.nationality ?? '',
      country_of_residence: row?.country_of_residence ?? '',
    };
  }

  async save(user: AuthUser, input: PersonalDetailsPayload): Promise<void> {
    const details = { ...input, biography: sanitizeRichText(input.biography) };
    await this.db.transaction().execute((trx) => new PersonalDetailsRepository(trx).save(user.id, details, new Date().toISOString()));
  }
}
