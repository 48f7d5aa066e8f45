import type { PersonalDetails } from '../../shared/personal-details.js';
import type { Db } from '../db/connect.js';

const COLUMNS = ['biography', 'birth_date', 'gender', 'nationality', 'country_of_residence'] as const;

/** SQL of the personal columns of user_profiles. */
export class PersonalDetailsRepository {
  constructor(private readonly db: Db) {}

  find(userId: string) {
    return this.db.selectFrom('user_profiles').select(COLUMNS).where('user_id', '=', userId).executeTakeFirst();
  }

  async save(userId: string, details: PersonalDetails, now: string): Promise<void> {
    await this.db
      .insertInto('user_profiles')
      .values({ user_id: userId, ...details, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...details, updated_at: now }))
      .execute();
  }
}
