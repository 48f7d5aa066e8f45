import { randomUUID } from 'node:crypto';
import {
  APPLICATION_MESSAGES,
  isOverLimit,
  MAX_APPLICATION_QUESTIONS,
  MAX_APPLICATIONS,
  overLimitError,
  questionInput,
  type AnswerStatus,
  type Application,
  type ApplicationSummary,
  type CreateApplicationPayload,
  type QuestionPayload,
  type UpdateApplicationPayload,
} from '../../shared/applications.js';
import { MESSAGES, type FieldErrors } from '../../shared/api.js';
import type { Locale } from '../../shared/i18n/locale.js';
import { parseQuestionList } from '../../shared/question-list.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import { transactionsOf, type RunInTransaction } from '../db/transaction.js';
import type { RecordHistory } from '../history/record-history.js';
import { HttpError, validationError } from '../http/errors.js';
import { StaleRecordError } from '../record-versions/record-versions.js';
import { StartupUsageRepository } from '../startup-quota/repository.js';
import { ApplicationRepository, type ApplicationWithEditor, type NewQuestionRow, type QuestionRow } from './repository.js';
import { applicationTemplate } from './templates.js';

/** An application as its GET answers it, with the revision its `ETag` names (DESIGN §9). */
export interface VersionedApplication {
  application: Application;
  revision: number;
}

/** A question as a creation or a save leaves it, before it gets its id and position. */
type QuestionDraft = Pick<QuestionPayload, 'text' | 'help' | 'max_chars' | 'max_words' | 'required' | 'answer' | 'status'> & {
  id?: string;
};

// The app's one 404 body: another startup's application answers exactly as an id that never existed.
const notFound = () => new HttpError(404, MESSAGES.notFound);

/** DESIGN §13: a blank answer is `empty` whatever was sent; an answer sent as `empty` was typed, so it is `edited`. */
function statusOf(answer: string, sent: AnswerStatus): AnswerStatus {
  if (answer === '') return 'empty';
  return sent === 'empty' ? 'edited' : sent;
}

function toApplication(row: ApplicationWithEditor, questions: QuestionRow[]): Application {
  return {
    id: row.id,
    program: row.program,
    deadline: row.deadline,
    url: row.url,
    questions: questions.map((question) => ({
      id: question.id,
      text: question.text,
      help: question.help,
      max_chars: question.max_chars === null ? null : Number(question.max_chars),
      max_words: question.max_words === null ? null : Number(question.max_words),
      required: Number(question.required) === 1,
      answer: question.answer,
      status: question.status as AnswerStatus,
    })),
    updated_at: row.updated_at,
    updated_by: row.editor_id ? { id: row.editor_id, first_name: row.first_name ?? '', last_name: row.last_name ?? '' } : null,
  };
}

/**
 * DESIGN §13's "nearest deadline first": upcoming deadlines (today included) soonest first, then the
 * ones already passed, the most recent first, then the applications without a deadline.
 */
function byNearestDeadline(today: string) {
  const group = (deadline: string) => (deadline === '' ? 2 : deadline < today ? 1 : 0);
  return (a: { deadline: string }, b: { deadline: string }) => {
    const byGroup = group(a.deadline) - group(b.deadline);
    if (byGroup !== 0 || a.deadline === b.deadline) return byGroup;
    const ascending = a.deadline < b.deadline ? -1 : 1;
    return group(a.deadline) === 1 ? -ascending : ascending;
  };
}

/**
 * Applications of DESIGN §13, shared by a startup's founders. Each is a shared record of its own
 * (DESIGN §9): its revision is its ETag, a save with If-Match is a compare-and-set on it.
 */
export class ApplicationService {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly startups: StartupUsageRepository,
    private readonly transaction: RunInTransaction,
    private readonly history: RecordHistory,
  ) {}

  async list(user: AuthUser): Promise<ApplicationSummary[]> {
    // At most 50 rows, ordered here rather than in two dialects of SQL; the sort is stable, so ties keep the latest save first.
    const today = new Date().toISOString().slice(0, 10);
    return (await this.applications.listForStartup(user.startup_id)).sort(byNearestDeadline(today));
  }

  /** Every application of the caller's startup with its questions, in the list's order (the account export). */
  async all(user: AuthUser): Promise<Application[]> {
    const applications: Application[] = [];
    for (const { id } of await this.list(user)) applications.push(await this.get(user, id));
    return applications;
  }

  /** One application of the caller's startup with its questions in order; another startup's or none → 404. */
  async get(user: AuthUser, id: string): Promise<Application> {
    return (await this.read(user, id)).application;
  }

  /** The application and the revision to send as its ETag (the row's revision is read with its fields, before the questions). */
  async read(user: AuthUser, id: string): Promise<VersionedApplication> {
    const row = await this.applications.find(user.startup_id, id);
    if (!row) throw notFound();
    const questions = await this.applications.questionsOf(row.id);
    return { application: toApplication(row, questions), revision: Number(row.revision) };
  }

  /** A new application from a template (in `locale`), a question list, a pasted list, or none. */
  async create(user: AuthUser, input: CreateApplicationPayload, locale: Locale): Promise<VersionedApplication> {
    const drafts = this.questionsToCreate(input, locale);
    const errors = answerLimitErrors(drafts, new Map());
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const now = new Date().toISOString();
    const id = randomUUID();
    await this.transaction(async (trx) => {
      // Under the startup's row lock: two creations at once never pass the limit together.
      await this.startups.lockStartup(user.startup_id, trx);
      if ((await this.applications.countForStartup(user.startup_id, trx)) >= MAX_APPLICATIONS) {
        throw new HttpError(422, APPLICATION_MESSAGES.tooManyApplications, { _: [APPLICATION_MESSAGES.tooManyApplications] });
      }
      await this.applications.insert(
        {
          id,
          startup_id: user.startup_id,
          program: input.program,
          deadline: input.deadline,
          url: input.url,
          revision: 1,
          created_at: now,
          updated_at: now,
          updated_by: user.id,
        },
        trx,
      );
      await this.applications.replaceQuestions(id, toRows(id, drafts, new Map()), trx);
      await this.writeRevision(user, id, null, trx);
    });
    return this.read(user, id);
  }

  /**
   * Saves any of program, deadline, url and the whole question list in one transaction (DESIGN §13).
   * An answer over its limit is refused (422 on `questions.<index>.answer`) unless it is the answer
   * already saved: a lowered limit keeps what was typed. `expected` is the If-Match revision.
   */
  async save(
    user: AuthUser,
    id: string,
    input: UpdateApplicationPayload,
    expected: number | null | undefined,
  ): Promise<VersionedApplication> {
    await this.transaction(async (trx) => {
      const before = await this.snapshot(user, id, trx);
      const changes = {
        program: input.program,
        deadline: input.deadline,
        url: input.url,
        updated_at: new Date().toISOString(),
        updated_by: user.id,
      };
      const claimed = await this.applications.claim(user.startup_id, id, withoutUndefined(changes), expected, trx);
      if (claimed === 'missing') throw notFound();
      if (claimed === 'stale') throw new StaleRecordError();
      if (input.questions) await this.replaceQuestions(id, input.questions, trx);
      await this.writeRevision(user, id, before ?? null, trx);
    });
    return this.read(user, id);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    if (!(await this.applications.delete(user.startup_id, id))) throw notFound();
  }

  /** The application's fields as its history keeps them (the GET's, less the stamp), read through `trx`. */
  private async snapshot(user: AuthUser, id: string, trx: Db) {
    const row = await this.applications.find(user.startup_id, id, trx);
    if (!row) return undefined;
    const { program, deadline, url, questions } = toApplication(row, await this.applications.questionsOf(row.id, trx));
    return { program, deadline, url, questions };
  }

  /** Inside the save's transaction: its revision (DESIGN §15), the application as it leaves it beside `before` (null when new). */
  private async writeRevision(user: AuthUser, id: string, before: object | null, trx: Db): Promise<void> {
    const after = await this.snapshot(user, id, trx);
    const key = { startup_id: user.startup_id, record: 'applications', record_id: id } as const;
    if (after) await this.history.write(trx, key, user.id, before, after);
  }

  private async replaceQuestions(applicationId: string, questions: QuestionPayload[], trx: Db): Promise<void> {
    const saved = new Map((await this.applications.questionsOf(applicationId, trx)).map((question) => [question.id, question]));
    const errors = answerLimitErrors(questions, saved);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    await this.applications.replaceQuestions(applicationId, toRows(applicationId, questions, saved), trx);
  }

  private questionsToCreate(input: CreateApplicationPayload, locale: Locale): QuestionDraft[] {
    if (input.template) {
      const template = applicationTemplate(input.template, locale);
      if (!template) throw validationError({ template: [APPLICATION_MESSAGES.unknownTemplate] });
      return template.questions.map((question) => ({ ...question, answer: '', status: 'empty' }));
    }
    if (input.questions) return input.questions;
    if (input.questions_text !== undefined) return pastedQuestions(input.questions_text);
    return [];
  }
}

/** A pasted list read line by line; more than the limit → 422 without reading the rest. */
function pastedQuestions(pasted: string): QuestionDraft[] {
  const parsed = parseQuestionList(pasted, MAX_APPLICATION_QUESTIONS);
  if (parsed.length > MAX_APPLICATION_QUESTIONS) throw validationError({ questions_text: [APPLICATION_MESSAGES.tooManyQuestions] });
  const errors = new Set<string>();
  const questions: QuestionDraft[] = [];
  for (const line of parsed) {
    const result = questionInput.safeParse(line);
    if (result.success) questions.push(result.data);
    else for (const issue of result.error.issues) errors.add(issue.message);
  }
  if (errors.size > 0) throw validationError({ questions_text: [...errors] });
  return questions;
}

/** `questions.<index>.answer` for each answer over its limit that is not the one saved already. */
function answerLimitErrors(questions: QuestionDraft[], saved: Map<string, QuestionRow>): FieldErrors {
  const errors: FieldErrors = {};
  questions.forEach((question, index) => {
    const kept = question.id !== undefined && saved.get(question.id)?.answer === question.answer;
    const message = kept ? null : overLimitError(question.answer, question);
    if (message) errors[`questions.${index}.answer`] = [message];
  });
  return errors;
}

/** Rows in the order sent; a question keeps its id when it names one of this application's, else gets a new one. */
function toRows(applicationId: string, questions: QuestionDraft[], saved: Map<string, QuestionRow>): NewQuestionRow[] {
  const taken = new Set<string>();
  return questions.map((question, position) => {
    const id = question.id !== undefined && saved.has(question.id) && !taken.has(question.id) ? question.id : randomUUID();
    taken.add(id);
    return {
      id,
      application_id: applicationId,
      position,
      text: question.text,
      help: question.help,
      max_chars: question.max_chars,
      max_words: question.max_words,
      required: question.required ? 1 : 0,
      answer: question.answer,
      status: statusOf(question.answer, question.status),
      over_limit: isOverLimit(question.answer, question) ? 1 : 0,
    };
  });
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** The service over its repositories, built from `db`: the routes, the account export and drafting (application-drafts/) build theirs so. */
export function createApplicationService(db: Db, history: RecordHistory): ApplicationService {
  return new ApplicationService(new ApplicationRepository(db), new StartupUsageRepository(db), transactionsOf(db), history);
}
