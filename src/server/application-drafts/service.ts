import { z } from 'zod';
import { AI_MESSAGES } from '../../shared/ai.js';
import {
  ANSWER_MAX_LENGTH,
  APPLICATION_MESSAGES,
  countCharacters,
  countWords,
  draftApplicationSchema,
  isOverLimit,
  type Application,
  type ApplicationDraft,
  type ApplicationProposal,
  type FittedWay,
  type Question,
} from '../../shared/applications.js';
import { unsupportedNumbers } from '../../shared/numbers.js';
import { toPlainText } from '../../shared/plain-text.js';
import { boundedInCompletionOrder, completeParsedJson, providerFailure } from '../ai/drafting.js';
import type { AiProvider } from '../ai/provider.js';
import type { AuthUser } from '../auth/session-store.js';
import { HttpError, toFieldErrors, validationError } from '../http/errors.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { ProfileFact, ProfileFactsReader } from '../profile-context/profile-facts.js';
import { questionLanguage, shortenToLimit } from './fit-answer.js';
import { buildApplicationAnswerPrompt, type DraftQuestion, type OverLimitAnswer } from './prompt.js';

/** Questions drafted at once: fast enough for 10 questions, gentle on a provider's rate limits and on a local model. */
export const APPLICATION_DRAFT_PARALLEL = 3;

/** What reads one application of the caller's startup (404 for any other). */
export interface ApplicationReader {
  get(user: AuthUser, id: string): Promise<Application>;
}

/** A checked request: the questions to draft and the profile they are drafted from. */
export interface ApplicationDraftJob {
  provider: AiProvider;
  questions: Question[];
  facts: ProfileFact[];
}

export type ApplicationDraftEvent = { event: 'proposal'; data: ApplicationProposal } | { event: 'done'; data: ApplicationDraft };

const modelAnswer = z.object({ answer: z.string(), sources: z.array(z.string()) });
type ModelAnswer = z.infer<typeof modelAnswer>;

function parseModelAnswer(text: string): ModelAnswer | null {
  try {
    const parsed = modelAnswer.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Program portals take plain text: markup a model slips in is taken out, code fences too. */
function plainAnswer(answer: string): string {
  const unfenced = answer.replace(/^```[a-z]*\n?|```$/giu, '');
  const plain = /<[a-z][^>]*>/iu.test(unfenced) ? toPlainText(unfenced) : unfenced;
  return plain.trim().slice(0, ANSWER_MAX_LENGTH);
}

function measure(answer: string, question: Question): string {
  return question.max_chars !== null && countCharacters(answer) > question.max_chars
    ? `${countCharacters(answer)} characters`
    : `${countWords(answer)} words`;
}

/**
 * Drafts an application's answers from the saved profile (DESIGN §13). Writes nothing: the
 * founder reviews every proposal. An answer is never over its limit: the model is asked
 * again once, then the answer is cut at a sentence end.
 */
export class ApplicationDraftService {
  constructor(
    private readonly provider: AiProvider | null,
    private readonly applications: ApplicationReader,
    private readonly profile: Pick<ProfileFactsReader, 'load'>,
    private readonly limits: Pick<RateLimiter, 'consume'>,
  ) {}

  /** Everything that can fail before any work: 503 off, 404 application, 422 body, 429 the AI routes' shared limit. */
  async prepare(user: AuthUser, applicationId: string, body: unknown): Promise<ApplicationDraftJob> {
    if (!this.provider) throw new HttpError(503, AI_MESSAGES.notConfigured);
    const application = await this.applications.get(user, applicationId);
    const parsed = draftApplicationSchema.safeParse(body ?? {});
    if (!parsed.success) throw validationError(toFieldErrors(parsed.error));
    const wanted = parsed.data.question_ids;
    if (wanted && !wanted.every((id) => application.questions.some((question) => question.id === id))) {
      throw validationError({ question_ids: [APPLICATION_MESSAGES.chooseQuestions] });
    }
    const questions = application.questions.filter((question) => (wanted ? wanted.includes(question.id) : question.answer === ''));
    await this.limits.consume([{ limit: 'aiRequestsPerUser', key: user.id }], AI_MESSAGES.tooManyRequests);
    return { provider: this.provider, questions, facts: await this.profile.load(user) };
  }

  /** Each proposal as soon as its question is answered (at most APPLICATION_DRAFT_PARALLEL at once), then them all. */
  async *draft(job: ApplicationDraftJob, signal: AbortSignal): AsyncGenerator<ApplicationDraftEvent> {
    // The first failure stops the questions still being asked.
    const stop = new AbortController();
    const onAbort = () => stop.abort();
    signal.addEventListener('abort', onAbort);
    const knownText = job.facts.map((fact) => fact.text).join('\n');
    const proposals: ApplicationProposal[] = [];
    try {
      const answered = boundedInCompletionOrder(job.questions, APPLICATION_DRAFT_PARALLEL, (question) =>
        this.propose(job, question, knownText, stop.signal).catch((error: unknown) => {
          stop.abort();
          throw error;
        }),
      );
      for await (const proposal of answered) {
        if (!proposal) continue;
        proposals.push(proposal);
        yield { event: 'proposal', data: proposal };
      }
    } catch (error) {
      throw providerFailure(error);
    } finally {
      signal.removeEventListener('abort', onAbort);
      stop.abort();
    }
    yield { event: 'done', data: { proposals } };
  }

  /** One question's proposal, or null when the profile has nothing to answer it with. */
  private async propose(job: ApplicationDraftJob, question: Question, knownText: string, signal: AbortSignal) {
    const draftQuestion: DraftQuestion = {
      text: question.text,
      help: question.help,
      limits: { max_chars: question.max_chars, max_words: question.max_words },
    };
    const ask = (retry?: OverLimitAnswer) => this.ask(job, draftQuestion, signal, retry);
    const first = await ask();
    if (!first.answer) return null;
    let kept: ModelAnswer = first;
    let fitted: FittedWay | null = null;
    if (isOverLimit(first.answer, draftQuestion.limits)) {
      const second = await ask({ answer: first.answer, measured: measure(first.answer, question) });
      if (second.answer && !isOverLimit(second.answer, draftQuestion.limits)) {
        kept = second;
        fitted = 'asked_again';
      } else {
        kept = { answer: shortenToLimit(second.answer || first.answer, draftQuestion.limits), sources: second.sources };
        fitted = 'shortened';
        if (!kept.answer) return null;
      }
    }
    const known = new Set(job.facts.map((fact) => fact.key));
    const input = `${knownText}\n${question.text}\n${question.help}`;
    return {
      question_id: question.id,
      answer: kept.answer,
      sources: [...new Set(kept.sources)].filter((key) => known.has(key)),
      unsupported_numbers: unsupportedNumbers(kept.answer, input).map(({ text, start, end }) => ({ text, start, end })),
      fitted,
    } satisfies ApplicationProposal;
  }

  /** One request for one question; an answer that is not the JSON asked for is asked once more, then 502. */
  private async ask(job: ApplicationDraftJob, question: DraftQuestion, signal: AbortSignal, retry?: OverLimitAnswer) {
    const generation = { ...buildApplicationAnswerPrompt(question, job.facts, questionLanguage(question.text), retry), signal };
    const parsed = await completeParsedJson(job.provider, generation, parseModelAnswer);
    return { answer: plainAnswer(parsed.answer), sources: parsed.sources };
  }
}
