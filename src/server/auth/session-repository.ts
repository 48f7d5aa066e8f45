import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';

// Runs on every request that carries a session cookie: compiled once (db/prepared-query.ts).
const findSessionAccount = preparedQuery((db, param: Placeholders<{ id: string; now: string }>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.startup_id', 'users.locale'])
    .where('sessions.id', '=', param('id'))
    .where('sessions.expires_at', '>', param('now')),
);

/** The SQL of sessions (table `sessions`), keyed by the hash of their cookie token. */
export class SessionRepository {
  constructor(private readonly db: Db) {}

  async insert(session: { id: string; user_id: string; created_at: string; expires_at: string }): Promise<void> {
    await this.db.insertInto('sessions').values(session).execute();
  }

  /** The account of a session that has not expired by `now`. */
  async findAccount(id: string, now: string) {
    const [row] = await findSessionAccount(this.db, { id, now });
    return row;
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** Deletes every session of a user but the one with id `exceptId`, if given. */
  async deleteAllForUser(userId: string, exceptId?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) query = query.where('id', '!=', exceptId);
    await query.execute();
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}
