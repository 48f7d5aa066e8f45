import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { PitchDecksTable } from '../db/schema.js';

export type PitchDeckRow = Selectable<PitchDecksTable>;

/** All SQL of pitch decks; every query is scoped to one startup. */
export class PitchDeckRepository {
  constructor(private readonly db: Db) {}

  listForStartup(startupId: string): Promise<PitchDeckRow[]> {
    return this.db
      .selectFrom('pitch_decks')
      .selectAll()
      .where('startup_id', '=', startupId)
      .orderBy('uploaded_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  find(startupId: string, id: string): Promise<PitchDeckRow | undefined> {
    return this.db.selectFrom('pitch_decks').selectAll().where('startup_id', '=', startupId).where('id', '=', id).executeTakeFirst();
  }

  /** `db` may be a transaction (the storage quota's). */
  async insert(row: PitchDeckRow, db: Db = this.db): Promise<void> {
    await db.insertInto('pitch_decks').values(row).execute();
  }

  /** True when a row was deleted. */
  async delete(startupId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('pitch_decks').where('startup_id', '=', startupId).where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
