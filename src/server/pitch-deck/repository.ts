import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';
import type { PitchDecksTable } from '../db/schema.js';

export type PitchDeckRow = Selectable<PitchDecksTable>;

// Read by every GET of the deck list: compiled once (db/prepared-query.ts).
const listDecks = preparedQuery((db, param: Placeholders<{ startupId: string }>) =>
  db
    .selectFrom('pitch_decks')
    .selectAll()
    .where('startup_id', '=', param('startupId'))
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc'),
);

/** All SQL of pitch decks; every query is scoped to one startup. */
export class PitchDeckRepository {
  constructor(private readonly db: Db) {}

  listForStartup(startupId: string): Promise<PitchDeckRow[]> {
    return listDecks(this.db, { startupId });
  }

  find(startupId: string, id: string): Promise<PitchDeckRow | undefined> {
    return this.db.selectFrom('pitch_decks').selectAll().where('startup_id', '=', startupId).where('id', '=', id).executeTakeFirst();
  }

  findPrimary(startupId: string): Promise<PitchDeckRow | undefined> {
    return this.db.selectFrom('pitch_decks').selectAll().where('startup_id', '=', startupId).where('is_primary', '=', 1).executeTakeFirst();
  }

  /** `db` may be a transaction (the storage quota's, which holds the startup's row lock): a startup's first deck becomes its primary one. */
  async insert(row: PitchDeckRow, db: Db = this.db): Promise<void> {
    await db.insertInto('pitch_decks').values(row).execute();
    await this.promoteNewestWithoutPrimary(row.startup_id, db);
  }

  /** True when a row was deleted; deleting the primary deck makes the newest one left primary. */
  async delete(startupId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('pitch_decks').where('startup_id', '=', startupId).where('id', '=', id).executeTakeFirst();
      await this.promoteNewestWithoutPrimary(startupId, trx);
      return result.numDeletedRows > 0n;
    });
  }

  /** True when the deck exists (and is now the only primary one of its startup). */
  async setPrimary(startupId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('pitch_decks')
        .set({ is_primary: 1 })
        .where('startup_id', '=', startupId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await trx
        .updateTable('pitch_decks')
        .set({ is_primary: 0 })
        .where('startup_id', '=', startupId)
        .where('id', '!=', id)
        .where('is_primary', '=', 1)
        .execute();
      return true;
    });
  }

  private async promoteNewestWithoutPrimary(startupId: string, db: Db): Promise<void> {
    if (await db.selectFrom('pitch_decks').select('id').where('startup_id', '=', startupId).where('is_primary', '=', 1).executeTakeFirst())
      return;
    const newest = await db
      .selectFrom('pitch_decks')
      .select('id')
      .where('startup_id', '=', startupId)
      .orderBy('uploaded_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (newest) await db.updateTable('pitch_decks').set({ is_primary: 1 }).where('id', '=', newest.id).execute();
  }
}
