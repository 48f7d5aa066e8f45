import type { Insertable, Selectable } from 'kysely';
import { founderKey } from '../../shared/translation.js';
import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';
import type { FoundersTable } from '../db/schema.js';

export type FounderRow = Selectable<FoundersTable>;
export type FounderFields = Pick<FounderRow, 'first_name' | 'last_name' | 'email' | 'title' | 'brief' | 'linkedin_url'>;

// The reads of every GET of the founders list and of the session (own photo): compiled once (db/prepared-query.ts).
const listFounders = preparedQuery((db, param: Placeholders<{ startupId: string }>) =>
  db.selectFrom('founders').selectAll().where('startup_id', '=', param('startupId')).orderBy('created_at').orderBy('id'),
);
const findOwnFounder = preparedQuery((db, param: Placeholders<{ startupId: string; userId: string }>) =>
  db.selectFrom('founders').selectAll().where('startup_id', '=', param('startupId')).where('user_id', '=', param('userId')),
);

/** All SQL of founders; every query is scoped to one startup. */
export class FounderRepository {
  constructor(private readonly db: Db) {}

  listForStartup(startupId: string): Promise<FounderRow[]> {
    return listFounders(this.db, { startupId });
  }

  /** The row that is this account's own in its startup. */
  async findOwn(startupId: string, userId: string): Promise<FounderRow | undefined> {
    const [founder] = await findOwnFounder(this.db, { startupId, userId });
    return founder;
  }

  /** `db` may be a transaction (the storage quota's, to read the photo a write replaces). */
  find(startupId: string, id: string, db: Db = this.db): Promise<FounderRow | undefined> {
    return db.selectFrom('founders').selectAll().where('startup_id', '=', startupId).where('id', '=', id).executeTakeFirst();
  }

  async isEmailTaken(startupId: string, email: string, exceptId?: string): Promise<boolean> {
    let query = this.db.selectFrom('founders').select('id').where('startup_id', '=', startupId).where('email', '=', email);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** `db` may be a transaction (the storage quota's). */
  async insert(row: Insertable<FoundersTable>, db: Db = this.db): Promise<void> {
    await db.insertInto('founders').values(row).execute();
  }

  /** True when the founder was updated; the avatar is replaced only when given. `db` may be a transaction. */
  async update(
    startupId: string,
    id: string,
    fields: Partial<FounderFields> & { avatar_key?: string | null; avatar_size?: number },
    db: Db = this.db,
  ): Promise<boolean> {
    const result = await db.updateTable('founders').set(fields).where('startup_id', '=', startupId).where('id', '=', id).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** True when a row was deleted; a founder with an account leaves the startup with it, in the same transaction (DESIGN §8). */
  async delete(startupId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('founders')
        .where('startup_id', '=', startupId)
        .where('id', '=', id)
        .returning('user_id')
        .executeTakeFirst();
      // Their translated title and brief (DESIGN §14) go with them.
      if (row)
        await trx
          .deleteFrom('startup_translations')
          .where('startup_id', '=', startupId)
          .where('key', 'in', [founderKey(id, 'title'), founderKey(id, 'brief')])
          .execute();
      if (row?.user_id)
        await trx
          .updateTable('users')
          .set({ startup_id: null })
          .where('id', '=', row.user_id)
          .where('startup_id', '=', startupId)
          .execute();
      return row !== undefined;
    });
  }
}
