import type { PersonalDetailsPayload } from '../../shared/personal-details.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';
import type { FounderFields } from '../founders/repository.js';

const COLUMNS = ['biography', 'birth_date', 'gender', 'nationality', 'country_of_residence'] as const;

type PersonalColumns = Pick<PersonalDetailsPayload, (typeof COLUMNS)[number]>;
type Name = Partial<Record<'first_name' | 'last_name', string>>;
type FounderIdentity = Partial<Record<'first_name' | 'last_name' | 'title' | 'linkedin_url', string>>;

/** The account's own founder row as a save of its identity found it and left it. */
export interface FounderRowChange {
  id: string;
  before: FounderFields;
  after: FounderFields;
}

// The reads of every GET of the personal details: compiled once (db/prepared-query.ts).
const findPersonal = preparedQuery((db, param: Placeholders<{ userId: string }>) =>
  db.selectFrom('user_profiles').select(COLUMNS).where('user_id', '=', param('userId')),
);
const findIdentity = preparedQuery((db, param: Placeholders<{ userId: string; startupId: string }>) =>
  db
    .selectFrom('users')
    .leftJoin('founders', (join) => join.onRef('founders.user_id', '=', 'users.id').on('founders.startup_id', '=', param('startupId')))
    .select([
      'users.first_name',
      'users.last_name',
      'founders.id as founder_id',
      'founders.title',
      'founders.linkedin_url',
      'founders.avatar_key',
    ])
    .where('users.id', '=', param('userId')),
);

/** SQL of the personal columns of user_profiles, and of the identity the account shares with its own founder row. */
export class PersonalDetailsRepository {
  constructor(private readonly db: Db) {}

  async find(userId: string) {
    const [details] = await findPersonal(this.db, { userId });
    return details;
  }

  async save(userId: string, details: PersonalColumns, now: string, trx: Db): Promise<void> {
    await trx
      .insertInto('user_profiles')
      .values({ user_id: userId, ...details, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...details, updated_at: now }))
      .execute();
  }

  /** The account's name, and its own founder row's title, LinkedIn and photo (null columns when the startup has no row for it). */
  async findIdentity(user: AuthUser) {
    const [identity] = await findIdentity(this.db, { userId: user.id, startupId: user.startup_id });
    if (!identity) throw new Error(`No account ${user.id}`); // the session that named it was found a moment ago
    return identity;
  }

  /** The name on the account and the own founder row; that row before and after, when there is one and it was written. */
  async saveIdentity(user: AuthUser, name: Name, founder: FounderIdentity, trx: Db): Promise<FounderRowChange | null> {
    if (Object.keys(name).length > 0) await trx.updateTable('users').set(name).where('id', '=', user.id).execute();
    if (Object.keys(founder).length === 0) return null;
    const own = trx.selectFrom('founders').where('startup_id', '=', user.startup_id).where('user_id', '=', user.id);
    const before = await own.select(['id', 'first_name', 'last_name', 'email', 'title', 'brief', 'linkedin_url']).executeTakeFirst();
    if (!before) return null;
    await trx.updateTable('founders').set(founder).where('id', '=', before.id).execute();
    const { id, ...fields } = before;
    return { id, before: fields, after: { ...fields, ...founder } };
  }
}
