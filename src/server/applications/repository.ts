import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { ApplicationQuestionsTable, ApplicationsTable } from '../db/schema.js';

export type ApplicationRow = Selectable<ApplicationsTable>;
export type QuestionRow = Selectable<ApplicationQuestionsTable>;
export type NewQuestionRow = Insertable<ApplicationQuestionsTable> & Pick<QuestionRow, 'answer' | 'status' | 'over_limit'>;

/** An application row with the names of whoever saved it last (null when that account is gone). */
export interface ApplicationWithEditor extends ApplicationRow {
  editor_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** One row of the list, counted in SQL. */
export interface ApplicationCounts {
  id: string;
  program: string;
  deadline: string;
  url: string;
  updated_at: string;
  total: number;
  answered: number;
  over_limit: number;
}

/** The fields a save changes on the application row, with its new stamp. */
export type ApplicationChanges = Partial<Pick<ApplicationRow, 'program' | 'deadline' | 'url'>> &
  Pick<ApplicationRow, 'updated_at' | 'updated_by'>;

/** What claiming the next revision found: done, another revision is current (412), or no such application (404). */
export type ClaimResult = 'claimed' | 'stale' | 'missing';

/** All SQL of applications and their questions; every query is scoped to the caller's startup. */
export class ApplicationRepository {
  constructor(private readonly db: Db) {}

  /** Nearest deadline first, undated ones after, then the most recently saved. */
  /** The startup's applications with their counts, the latest save first (the service orders them by deadline). */
  async listForStartup(startupId: string): Promise<ApplicationCounts[]> {
    const rows = await this.db
      .selectFrom('applications')
      .leftJoin('application_questions as question', 'question.application_id', 'applications.id')
      .select((eb) => [
        'applications.id',
        'applications.program',
        'applications.deadline',
        'applications.url',
        'applications.updated_at',
        eb.fn.count<string | number>('question.id').as('total'),
        eb.fn.sum<string | number | null>(eb.case().when('question.answer', '<>', '').then(1).else(0).end()).as('answered'),
        eb.fn.sum<string | number | null>('question.over_limit').as('over_limit'),
      ])
      .where('applications.startup_id', '=', startupId)
      .groupBy(['applications.id', 'applications.program', 'applications.deadline', 'applications.url', 'applications.updated_at'])
      .orderBy('applications.updated_at', 'desc')
      .orderBy('applications.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      total: Number(row.total),
      answered: Number(row.answered ?? 0),
      over_limit: Number(row.over_limit ?? 0),
    }));
  }

  /** `db` may be a transaction, so a save reads the application as it finds and leaves it. */
  async find(startupId: string, id: string, db: Db = this.db): Promise<ApplicationWithEditor | undefined> {
    return db
      .selectFrom('applications')
      .leftJoin('users', 'users.id', 'applications.updated_by')
      .selectAll('applications')
      .select(['users.id as editor_id', 'users.first_name', 'users.last_name'])
      .where('applications.startup_id', '=', startupId)
      .where('applications.id', '=', id)
      .executeTakeFirst();
  }

  /** An application's questions in their order; `db` may be a transaction, so a save reads what it is about to replace. */
  async questionsOf(applicationId: string, db: Db = this.db): Promise<QuestionRow[]> {
    return db.selectFrom('application_questions').selectAll().where('application_id', '=', applicationId).orderBy('position').execute();
  }

  async countForStartup(startupId: string, trx: Db): Promise<number> {
    const row = await trx
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('startup_id', '=', startupId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async insert(application: ApplicationRow, trx: Db): Promise<void> {
    await trx.insertInto('applications').values(application).execute();
  }

  /**
   * The next revision of an application with its changed fields, inside the save's transaction. With
   * an `expected` revision (the client's If-Match) it is a compare-and-set, so of two saves based on
   * the same revision exactly one wins; null (a tag this server never sent) can only be stale.
   */
  async claim(
    startupId: string,
    id: string,
    changes: ApplicationChanges,
    expected: number | null | undefined,
    trx: Db,
  ): Promise<ClaimResult> {
    if (expected !== null) {
      let update = trx
        .updateTable('applications')
        .set((eb) => ({ ...changes, revision: eb('revision', '+', 1) }))
        .where('startup_id', '=', startupId)
        .where('id', '=', id);
      if (expected !== undefined) update = update.where('revision', '=', expected);
      const result = await update.executeTakeFirst();
      if (BigInt(result.numUpdatedRows) === 1n) return 'claimed';
    }
    const exists = await trx
      .selectFrom('applications')
      .select('id')
      .where('startup_id', '=', startupId)
      .where('id', '=', id)
      .executeTakeFirst();
    return exists ? 'stale' : 'missing';
  }

  /** Replaces an application's questions with `questions` (ids kept for those that had one). */
  async replaceQuestions(applicationId: string, questions: NewQuestionRow[], trx: Db): Promise<void> {
    await trx.deleteFrom('application_questions').where('application_id', '=', applicationId).execute();
    if (questions.length > 0) await trx.insertInto('application_questions').values(questions).execute();
  }

  /** True when a row was deleted; its questions go with it. */
  async delete(startupId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('applications').where('startup_id', '=', startupId).where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
