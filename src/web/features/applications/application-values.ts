import type { Application, AnswerStatus, Question, UpdateApplicationPayload } from '../../../shared/applications';
import type { RecordShape } from '../../components/review/review-rows';
import type { FormRecord } from '../../lib/record-merge';

/** A question as the form holds it: a new one has no id yet. */
export type QuestionValues = Omit<Question, 'id'> & { id?: string };

export interface ApplicationValues {
  program: string;
  deadline: string;
  url: string;
  questions: QuestionValues[];
}

export function valuesOf(application: Application): ApplicationValues {
  return {
    program: application.program,
    deadline: application.deadline,
    url: application.url,
    questions: application.questions.map((question) => ({ ...question })),
  };
}

/** What the save route is sent: the whole question list (one left out is removed), a new question without id. */
export function payloadOf(values: ApplicationValues): UpdateApplicationPayload {
  return {
    program: values.program,
    deadline: values.deadline || null,
    url: values.url || null,
    questions: values.questions.map(({ id, ...question }) => ({ ...(id ? { id } : {}), ...question })),
  } as UpdateApplicationPayload;
}

/** The status an answer gets when it is typed in: blank is empty, anything else edited (final stays until unmarked). */
export function statusAfterTyping(answer: string, status: AnswerStatus): AnswerStatus {
  if (answer.trim() === '') return 'empty';
  return status === 'final' ? 'final' : 'edited';
}

/** An answer's field in the §9 comparison: `answer:<question id>`. */
export const ANSWER_FIELD = 'answer:';

/**
 * The values as the §9 comparison reads them: the details, and each saved question's answer by its id
 * (a question is the program's; only what the founders type is compared).
 */
export function comparedFields(values: ApplicationValues): FormRecord {
  const fields: FormRecord = { program: values.program, deadline: values.deadline, url: values.url };
  for (const question of values.questions) if (question.id) fields[`${ANSWER_FIELD}${question.id}`] = question.answer;
  return fields;
}

/**
 * After a 412: their record, with what only I changed laid over it (fields both changed keep mine until the
 * founder chooses) and my new questions kept at the end; nothing typed is lost.
 */
export function mergedValues(theirs: ApplicationValues, mine: ApplicationValues, mineChanged: ReadonlySet<string>): ApplicationValues {
  const myAnswers = new Map(mine.questions.filter((question) => question.id).map((question) => [question.id!, question]));
  const pick = <Key extends 'program' | 'deadline' | 'url'>(field: Key) => (mineChanged.has(field) ? mine[field] : theirs[field]);
  return {
    program: pick('program'),
    deadline: pick('deadline'),
    url: pick('url'),
    questions: [
      ...theirs.questions.map((question) => {
        const my = myAnswers.get(question.id!);
        return my && mineChanged.has(`${ANSWER_FIELD}${question.id}`) ? { ...question, answer: my.answer, status: my.status } : question;
      }),
      ...mine.questions.filter((question) => !question.id),
    ],
  };
}

/** The details a review may bring back beside the answers. */
export const APPLICATION_DETAILS = ['program', 'deadline', 'url'] as const;
const isDetail = (field: string): field is (typeof APPLICATION_DETAILS)[number] =>
  (APPLICATION_DETAILS as readonly string[]).includes(field);

/**
 * A field of an application (as GET answers it, or as its history keeps it) in a review: a detail by
 * name, an answer by its question's id; undefined for a question it does not have (one added since).
 */
export function applicationValueOf(data: FormRecord, field: string): string | undefined {
  const application = data as unknown as Pick<Application, 'questions' | (typeof APPLICATION_DETAILS)[number]>;
  if (isDetail(field)) return application[field] ?? '';
  return application.questions.find((question) => question.id === field)?.answer;
}

/**
 * An application in the §11 review: its fields are its details and its answers by question id; a save
 * sends the details checked and the whole question list with the checked answers, each given `status`
 * (`drafted` for an accepted proposal, `edited` for one brought back; blank is empty).
 */
export function applicationShape(status: AnswerStatus): RecordShape {
  return {
    valueOf: (data, field) => applicationValueOf(data, field) ?? '',
    payloadOf: (data, values) => ({
      ...Object.fromEntries(
        APPLICATION_DETAILS.filter((field) => field in values).map((field) => [
          field,
          field === 'program' ? values[field] : values[field] || null,
        ]),
      ),
      questions: (data as unknown as Application).questions.map((question) => {
        const answer = values[question.id];
        return answer === undefined ? question : { ...question, answer, status: answer.trim() === '' ? 'empty' : status };
      }),
    }),
  };
}
