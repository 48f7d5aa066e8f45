import { z } from 'zod';
import { APPLICATION_MESSAGES } from './feature-messages.js';
import { FIELD_MESSAGES, maxLengthMessage, optionalDate, optionalText, optionalWebUrl } from './fields.js';
import { versionedAnswer } from './record-version.js';
import { isPublicHost } from './web-url.js';

export { APPLICATION_MESSAGES };

/**
 * Applications (DESIGN §13): a program's questions with the startup's answers, shared by its founders.
 * Ids go in as they are (UUIDs), so the server registers its routes with `one(':id')` and the like.
 */
export const APPLICATION_PATHS = {
  templates: '/api/application-templates',
  list: '/api/startup/applications',
  one: (id: string) => `/api/startup/applications/${id}`,
  draft: (id: string) => `/api/startup/applications/${id}/draft`,
  draftStream: (id: string) => `/api/startup/applications/${id}/draft/stream`,
  export: (id: string) => `/api/startup/applications/${id}/export`,
} as const;

export const MAX_APPLICATIONS = 50;
export const MAX_APPLICATION_QUESTIONS = 80;
export const QUESTION_TEXT_MAX_LENGTH = 2_000;
export const QUESTION_HELP_MAX_LENGTH = 2_000;
export const ANSWER_MAX_LENGTH = 10_000;
export const PROGRAM_NAME_MAX_LENGTH = 200;
export const APPLICATION_URL_MAX_LENGTH = 500;
/** A pasted question list longer than this is refused before it is read (never a hang). */
export const QUESTIONS_TEXT_MAX_LENGTH = MAX_APPLICATION_QUESTIONS * (QUESTION_TEXT_MAX_LENGTH + 50);
/** The largest limit a program may set on one answer. */
export const MAX_CHAR_LIMIT = ANSWER_MAX_LENGTH;
export const MAX_WORD_LIMIT = 2_000;

export const ANSWER_STATUSES = ['empty', 'drafted', 'edited', 'final'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/** How a drafted answer was kept within its limit: asked again, cut at a sentence end, or null when it fitted at once. */
export const FITTED_WAYS = ['asked_again', 'shortened'] as const;
export type FittedWay = (typeof FITTED_WAYS)[number];

export const EXPORT_FORMATS = ['md', 'txt'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Words as a founder counts them, in either script: runs of non-space characters holding at
 * least one letter or digit (a dash or an emoji alone is no word; "e-mail" and "والشركة" are one).
 */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/u)) if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  return count;
}

/** Characters as program portals count them: code points, a line break counted once. */
export function countCharacters(text: string): number {
  return [...text.replace(/\r\n?/g, '\n')].length;
}

export interface AnswerLimits {
  max_chars: number | null;
  max_words: number | null;
}

/** True when the answer is over either of its question's limits. */
export function isOverLimit(answer: string, limits: AnswerLimits): boolean {
  return (
    (limits.max_chars !== null && countCharacters(answer) > limits.max_chars) ||
    (limits.max_words !== null && countWords(answer) > limits.max_words)
  );
}

/** The 422 message of an answer over its question's limit (characters first), or null when it fits. */
export function overLimitError(answer: string, limits: AnswerLimits): string | null {
  const characters = countCharacters(answer);
  if (limits.max_chars !== null && characters > limits.max_chars) {
    return APPLICATION_MESSAGES.overCharLimit.replace('{count}', String(characters)).replace('{max}', String(limits.max_chars));
  }
  const words = countWords(answer);
  if (limits.max_words !== null && words > limits.max_words) {
    return APPLICATION_MESSAGES.overWordLimit.replace('{count}', String(words)).replace('{max}', String(limits.max_words));
  }
  return null;
}

const limit = (max: number) =>
  z
    .number({ error: APPLICATION_MESSAGES.limit })
    .int(APPLICATION_MESSAGES.limit)
    .min(1, APPLICATION_MESSAGES.limit)
    .max(max, APPLICATION_MESSAGES.limit)
    .nullish()
    .transform((value) => value ?? null);

/** One question as a save or a creation sends it; `id` names an existing one, none makes it new. */
export const questionInput = z.object({
  id: z.string().max(64).optional(),
  text: z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(QUESTION_TEXT_MAX_LENGTH, maxLengthMessage(QUESTION_TEXT_MAX_LENGTH)),
  help: optionalText(QUESTION_HELP_MAX_LENGTH),
  max_chars: limit(MAX_CHAR_LIMIT),
  max_words: limit(MAX_WORD_LIMIT),
  required: z.boolean({ error: APPLICATION_MESSAGES.required }).optional().default(false),
  /** Plain text; whitespace at the ends is kept off. Over its limit → 422 on `questions.<index>.answer`. */
  answer: z
    .string({ error: FIELD_MESSAGES.text })
    .max(ANSWER_MAX_LENGTH, maxLengthMessage(ANSWER_MAX_LENGTH))
    .optional()
    .default('')
    .transform((value) => value.trim()),
  status: z.enum(ANSWER_STATUSES, { error: FIELD_MESSAGES.chooseOption }).optional().default('empty'),
});

export type QuestionInput = z.input<typeof questionInput>;
export type QuestionPayload = z.output<typeof questionInput>;

const program = z
  .string({ error: APPLICATION_MESSAGES.program })
  .trim()
  .min(1, APPLICATION_MESSAGES.program)
  .max(PROGRAM_NAME_MAX_LENGTH, maxLengthMessage(PROGRAM_NAME_MAX_LENGTH));
const url = optionalWebUrl({ maxLength: APPLICATION_URL_MAX_LENGTH, message: APPLICATION_MESSAGES.url, isAllowedHost: isPublicHost });
const questions = z
  .array(questionInput, { error: APPLICATION_MESSAGES.questions })
  .max(MAX_APPLICATION_QUESTIONS, APPLICATION_MESSAGES.tooManyQuestions);

/** POST /api/startup/applications: a template, a question list, a pasted list, or none of them (an empty application). */
export const createApplicationSchema = z.object({
  program,
  deadline: optionalDate(),
  url,
  template: z.string().max(64).nullish(),
  questions: questions.optional(),
  questions_text: z.string({ error: FIELD_MESSAGES.text }).max(QUESTIONS_TEXT_MAX_LENGTH, APPLICATION_MESSAGES.pastedTooLong).optional(),
});

export type CreateApplicationPayload = z.output<typeof createApplicationSchema>;

/** POST /api/startup/applications/{id}: any of these; `questions` is the whole list (one left out is removed). */
export const updateApplicationSchema = z.object({
  program: program.optional(),
  deadline: optionalDate().optional(),
  url: url.optional(),
  questions: questions.optional(),
});

export type UpdateApplicationPayload = z.output<typeof updateApplicationSchema>;

/** POST …/draft and its stream: the questions to draft, by default every unanswered one. */
export const draftApplicationSchema = z.object({
  question_ids: z.array(z.string().max(64), { error: APPLICATION_MESSAGES.chooseQuestions }).max(MAX_APPLICATION_QUESTIONS).optional(),
});

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: APPLICATION_MESSAGES.exportFormat }).optional().default('md'),
});

export const questionAnswer = z.strictObject({
  id: z.string(),
  text: z.string(),
  help: z.string(),
  max_chars: z.number().int().nullable(),
  max_words: z.number().int().nullable(),
  required: z.boolean(),
  answer: z.string(),
  status: z.enum(ANSWER_STATUSES),
});

export type Question = z.infer<typeof questionAnswer>;

/** GET /api/startup/applications/{id} (and its saves): with `ETag`. `deadline` and `url` are '' when unset. */
export const applicationAnswer = versionedAnswer(
  z.strictObject({
    id: z.string(),
    program: z.string(),
    deadline: z.string(),
    url: z.string(),
    questions: z.array(questionAnswer),
  }),
);

export type Application = z.infer<typeof applicationAnswer>;

/** One row of GET /api/startup/applications: nearest deadline first, undated ones last. */
export const applicationSummary = z.strictObject({
  id: z.string(),
  program: z.string(),
  deadline: z.string(),
  url: z.string(),
  answered: z.number().int(),
  total: z.number().int(),
  over_limit: z.number().int(),
  updated_at: z.string().nullable(),
});

export type ApplicationSummary = z.infer<typeof applicationSummary>;

export const applicationTemplateQuestion = z.strictObject({
  text: z.string(),
  help: z.string(),
  max_chars: z.number().int().nullable(),
  max_words: z.number().int().nullable(),
  required: z.boolean(),
});

/** GET /api/application-templates, in the user's language. */
export const applicationTemplate = z.strictObject({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  questions: z.array(applicationTemplateQuestion),
});

export type ApplicationTemplate = z.infer<typeof applicationTemplate>;

/** A number of a drafted answer found nowhere in the profile, with where it sits in the answer. */
export const unsupportedNumberAnswer = z.strictObject({ text: z.string(), start: z.number().int(), end: z.number().int() });

/** One proposed answer; `sources` are profile keys such as "startup-brief.problem". */
export const applicationProposal = z.strictObject({
  question_id: z.string(),
  answer: z.string(),
  sources: z.array(z.string()),
  unsupported_numbers: z.array(unsupportedNumberAnswer),
  fitted: z.enum(FITTED_WAYS).nullable(),
});

export type ApplicationProposal = z.infer<typeof applicationProposal>;

/** The draft's data (and the stream's `done` event); nothing is written. */
export const applicationDraftAnswer = z.strictObject({ proposals: z.array(applicationProposal) });
export type ApplicationDraft = z.infer<typeof applicationDraftAnswer>;

export const APPLICATION_DRAFT_STREAM_EVENTS = { proposal: 'proposal', done: 'done', error: 'error' } as const;
