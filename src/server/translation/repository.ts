import type { Db } from '../db/connect.js';

/** One saved translation with its editor's name. */
export interface TranslationRow {
  key: string;
  value: string;
  source: string;
  updated_at: string;
  editor_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** The profile's texts a translation is made from, as saved now. */
export interface SourceRows {
  brief:
    | {
        one_liner: string;
        description: string;
        vision: string;
        mission: string;
        problem: string;
        solution: string;
        unique_value: string;
        highlights: string;
      }
    | undefined;
  useOfFunds: string;
  founders: { id: string; title: string; brief: string }[];
}

/** SQL of startup_translations (DESIGN §14) and of the source texts they are made from; `db` may be a save's transaction. */
export class TranslationRepository {
  constructor(private readonly db: Db) {}

  list(startupId: string, locale: string, db: Db = this.db): Promise<TranslationRow[]> {
    return db
      .selectFrom('startup_translations')
      .leftJoin('users', 'users.id', 'startup_translations.updated_by')
      .select([
        'startup_translations.key',
        'startup_translations.value',
        'startup_translations.source',
        'startup_translations.updated_at',
        'users.id as editor_id',
        'users.first_name',
        'users.last_name',
      ])
      .where('startup_translations.startup_id', '=', startupId)
      .where('startup_translations.locale', '=', locale)
      .execute();
  }

  /** Every translated text of the startup in either language, without editors: what the overview counts. */
  listForStartup(startupId: string) {
    return this.db
      .selectFrom('startup_translations')
      .select(['locale', 'key', 'value', 'source'])
      .where('startup_id', '=', startupId)
      .execute();
  }

  /** The brief, the use of funds and the current founders' title and brief, in the founders list's order. */
  async sources(startupId: string, db: Db = this.db): Promise<SourceRows> {
    const [brief, fundraising, founders] = await Promise.all([
      db
        .selectFrom('startup_briefs')
        .select(['one_liner', 'description', 'vision', 'mission', 'problem', 'solution', 'unique_value', 'highlights'])
        .where('startup_id', '=', startupId)
        .executeTakeFirst(),
      db.selectFrom('startup_fundraising').select('use_of_funds').where('startup_id', '=', startupId).executeTakeFirst(),
      db
        .selectFrom('founders')
        .select(['id', 'title', 'brief'])
        .where('startup_id', '=', startupId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    return { brief, useOfFunds: fundraising?.use_of_funds ?? '', founders };
  }

  async save(
    trx: Db,
    row: { startup_id: string; locale: string; key: string; value: string; source: string; updated_at: string; updated_by: string },
  ) {
    const { startup_id: _startup, locale: _locale, key: _key, ...changes } = row;
    await trx
      .insertInto('startup_translations')
      .values(row)
      .onConflict((conflict) => conflict.columns(['startup_id', 'locale', 'key']).doUpdateSet(changes))
      .execute();
  }

  async remove(trx: Db, startupId: string, locale: string, key: string): Promise<void> {
    await trx
      .deleteFrom('startup_translations')
      .where('startup_id', '=', startupId)
      .where('locale', '=', locale)
      .where('key', '=', key)
      .execute();
  }
}
