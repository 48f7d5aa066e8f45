import { z } from 'zod';
import { AI_MESSAGES } from '../../shared/ai.js';
import { toPlainText } from '../../shared/plain-text.js';
import {
  draftTranslationSchema,
  isRichTextKey,
  TRANSLATION_MESSAGES,
  type ProfileLocale,
  type TranslationDraft,
  type TranslationProposal,
} from '../../shared/translation.js';
import { boundedInCompletionOrder, completeParsedJson, providerFailure } from '../ai/drafting.js';
import type { AiProvider } from '../ai/provider.js';
import type { AuthUser } from '../auth/session-store.js';
import { sanitizeRichText } from '../html/sanitize.js';
import { HttpError, toFieldErrors, validationError } from '../http/errors.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { isWrittenIn } from './language.js';
import { buildTranslationPrompt, type TranslationItem } from './prompt.js';
import type { TranslationService } from './service.js';
import { isBlankSource, isStale, keysToDraft } from './sources.js';

/** Texts translated at once: as many as an application's questions (DESIGN §13), for the same reasons. */
export const TRANSLATION_DRAFT_PARALLEL = 3;

/** A checked request: the texts to translate, from which language into which. */
export interface TranslationDraftJob {
  provider: AiProvider;
  from: ProfileLocale;
  to: ProfileLocale;
  items: TranslationItem[];
}

type Outcome = { proposal: TranslationProposal } | { skipped: TranslationDraft['skipped'][number] };
export type TranslationDraftEvent = { event: 'proposal'; data: TranslationProposal } | { event: 'done'; data: TranslationDraft };

const modelAnswer = z.object({ translation: z.string() });

function parseModelAnswer(text: string): string | null {
  try {
    const parsed = modelAnswer.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.translation : null;
  } catch {
    return null;
  }
}

/** A translation as its save would store it: rich text sanitized, plain text without markup or code fences. */
function cleanTranslation(key: string, translation: string): string {
  const unfenced = translation.replace(/^```[a-z]*\n?|```$/giu, '').trim();
  return isRichTextKey(key) ? sanitizeRichText(unfenced) : toPlainText(unfenced);
}

/**
 * Drafts the translation of the profile's public texts (DESIGN §14). Writes nothing: the founder
 * reviews every proposal (§11). A stale text is updated from its old translation, so only what
 * changed in its source changes; an answer that is empty or in the other language is skipped.
 */
export class TranslationDraftService {
  constructor(
    private readonly provider: AiProvider | null,
    private readonly translations: Pick<TranslationService, 'checkLocale' | 'state'>,
    private readonly limits: Pick<RateLimiter, 'consume'>,
  ) {}

  /** Everything that can fail before any work: 503 off, 422 body, locale or keys, 429 the AI routes' shared limit. */
  async prepare(user: AuthUser, body: unknown): Promise<TranslationDraftJob> {
    if (!this.provider) throw new HttpError(503, AI_MESSAGES.notConfigured);
    const parsed = draftTranslationSchema.safeParse(body ?? {});
    if (!parsed.success) throw validationError(toFieldErrors(parsed.error));
    const { locale, keys } = parsed.data;
    const from = await this.translations.checkLocale(user, locale);
    const { sources, saved } = await this.translations.state(user.startup_id, locale);
    const unknown = (keys ?? []).filter((key) => !sources.has(key));
    if (unknown.length > 0) throw validationError({ keys: [TRANSLATION_MESSAGES.unknownKey] });
    const wanted = (keys ?? keysToDraft(sources, saved)).filter((key) => !isBlankSource(sources.get(key)!));
    await this.limits.consume([{ limit: 'aiRequestsPerUser', key: user.id }], AI_MESSAGES.tooManyRequests);
    const items = [...new Set(wanted)].map((key): TranslationItem => {
      const source = sources.get(key)!;
      const translation = saved.get(key);
      return translation && isStale(translation, source)
        ? { key, source, previous: { source: translation.source, translation: translation.value } }
        : { key, source };
    });
    return { provider: this.provider, from, to: locale, items };
  }

  /** Each proposal as soon as its text is translated (at most TRANSLATION_DRAFT_PARALLEL at once), then them all. */
  async *draft(job: TranslationDraftJob, signal: AbortSignal): AsyncGenerator<TranslationDraftEvent> {
    // The first failure stops the texts still being translated.
    const stop = new AbortController();
    const onAbort = () => stop.abort();
    signal.addEventListener('abort', onAbort);
    const answer: TranslationDraft = { proposals: [], skipped: [] };
    try {
      const translated = boundedInCompletionOrder(job.items, TRANSLATION_DRAFT_PARALLEL, (item) =>
        this.propose(job, item, stop.signal).catch((error: unknown) => {
          stop.abort();
          throw error;
        }),
      );
      for await (const outcome of translated) {
        if ('skipped' in outcome) {
          answer.skipped.push(outcome.skipped);
          continue;
        }
        answer.proposals.push(outcome.proposal);
        yield { event: 'proposal', data: outcome.proposal };
      }
    } catch (error) {
      throw providerFailure(error);
    } finally {
      signal.removeEventListener('abort', onAbort);
      stop.abort();
    }
    yield { event: 'done', data: answer };
  }

  private async propose(job: TranslationDraftJob, item: TranslationItem, signal: AbortSignal): Promise<Outcome> {
    const generation = { ...buildTranslationPrompt(item, job.from, job.to), signal };
    const value = cleanTranslation(item.key, await completeParsedJson(job.provider, generation, parseModelAnswer));
    if (isBlankSource(value)) return { skipped: { key: item.key, reason: 'empty' } };
    if (!isWrittenIn(value, job.to)) return { skipped: { key: item.key, reason: 'wrong_language' } };
    return { proposal: { key: item.key, value } };
  }
}
