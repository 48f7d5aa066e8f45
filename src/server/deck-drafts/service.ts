import { AI_MESSAGES } from '../../shared/ai.js';
import {
  DECK_DRAFT_MESSAGES,
  DECK_READ_TIMEOUT_MS,
  deckDraftRequestSchema,
  type DeckDraft,
  type DeckDraftProgress,
  type DeckDraftProposal,
  type DeckDraftSkipped,
} from '../../shared/deck-drafts.js';
import type { Locale } from '../../shared/i18n/locale.js';
import type { PitchDeckFileType } from '../../shared/pitch-deck.js';
import { providerFailure } from '../ai/drafting.js';
import type { AiProvider } from '../ai/provider.js';
import type { AuthUser } from '../auth/session-store.js';
import { DeckReadError, type DeckReadFailure, type DeckText } from '../deck-reading/deck-text.js';
import { HttpError, toFieldErrors, validationError } from '../http/errors.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { PitchDeckService } from '../pitch-deck/service.js';
import { JsonMemberReader } from './json-members.js';
import { buildDeckDraftPrompt } from './prompt.js';
import { ProposalCheck } from './proposal-check.js';
import { QuotableDeck } from './quote-check.js';

/** What reads a deck's text (deck-reading/read-deck.ts, off the main thread); a parameter so tests can stand in for it. */
export type DeckReader = (
  file: Buffer,
  fileType: PitchDeckFileType,
  options?: { timeoutMs?: number; signal?: AbortSignal },
) => Promise<DeckText>;

/** A checked request: the deck's bytes and who asked, in which language. */
export interface DeckDraftJob {
  provider: AiProvider;
  deckId: string;
  fileType: PitchDeckFileType;
  file: Buffer;
  /** The language asked for; else the deck's, and the request's for a mixed deck. */
  locale: Locale | undefined;
  requestLocale: Locale;
}

export type DeckDraftEvent =
  { event: 'progress'; data: DeckDraftProgress } | { event: 'proposal'; data: DeckDraftProposal } | { event: 'done'; data: DeckDraft };

const READ_FAILURE_MESSAGES: Record<DeckReadFailure, string> = {
  old_format: DECK_DRAFT_MESSAGES.oldFormat,
  no_text: DECK_DRAFT_MESSAGES.noText,
  unreadable: DECK_DRAFT_MESSAGES.unreadable,
};

/** A deck that cannot be drafted from: 422 on `deck_id` (DESIGN §12). */
function unreadableDeck(failure: DeckReadFailure): HttpError {
  const message = READ_FAILURE_MESSAGES[failure];
  return new HttpError(422, message, { deck_id: [message] });
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Drafts the profile from a pitch deck (DESIGN §12): reads it, asks the model, keeps what the deck supports. Writes nothing. */
export class DeckDraftService {
  constructor(
    private readonly provider: AiProvider | null,
    private readonly decks: Pick<PitchDeckService, 'open'>,
    private readonly limits: RateLimiter,
    private readonly readDeck: DeckReader,
  ) {}

  /** Everything that can fail before any work: 503 off, 422 body or PPT, 404 deck, 429 the AI routes' shared limit. */
  async prepare(user: AuthUser, body: unknown, requestLocale: Locale): Promise<DeckDraftJob> {
    if (!this.provider) throw new HttpError(503, AI_MESSAGES.notConfigured);
    const parsed = deckDraftRequestSchema.safeParse(body ?? {});
    if (!parsed.success) throw validationError(toFieldErrors(parsed.error));
    const { row, file } = await this.decks.open(user, parsed.data.deck_id);
    try {
      // PPT's binary format is not read at all: say so before spending a request of the limit.
      if (row.file_type === 'ppt') throw unreadableDeck('old_format');
      await this.limits.consume([{ limit: 'aiRequestsPerUser', key: user.id }], AI_MESSAGES.tooManyRequests);
    } catch (error) {
      file.stream.destroy();
      throw error;
    }
    const bytes = Buffer.concat(await file.stream.toArray());
    return {
      provider: this.provider,
      deckId: row.id,
      fileType: row.file_type,
      file: bytes,
      locale: parsed.data.locale ?? undefined,
      requestLocale,
    };
  }

  /**
   * Progress, each proposal as soon as its field is complete, then the whole draft. `whole`
   * asks the provider for the complete answer at once; `streamed` reads it as it is written.
   */
  async *draft(job: DeckDraftJob, signal: AbortSignal, answer: 'whole' | 'streamed'): AsyncGenerator<DeckDraftEvent> {
    yield { event: 'progress', data: { stage: 'reading' } };
    let deck: DeckText;
    try {
      deck = await this.readDeck(job.file, job.fileType, { timeoutMs: DECK_READ_TIMEOUT_MS, signal });
    } catch (error) {
      throw error instanceof DeckReadError ? unreadableDeck(error.failure) : error;
    }
    yield { event: 'progress', data: { stage: 'drafting', pages_read: deck.pages.length } };

    const locale = job.locale ?? (deck.language === 'mixed' ? job.requestLocale : deck.language);
    const generation = { ...buildDeckDraftPrompt(deck, locale), signal };
    const members = new JsonMemberReader();
    const check = new ProposalCheck(new QuotableDeck(deck.pages));
    const proposals: DeckDraftProposal[] = [];
    const skipped: DeckDraftSkipped[] = [];
    try {
      const chunks = answer === 'whole' ? [await job.provider.completeJson(generation)] : job.provider.stream(generation);
      for await (const chunk of chunks) {
        for (const [key, value] of members.push(chunk)) {
          const verdict = check.judge(key, value);
          if (verdict && 'skipped' in verdict) skipped.push(verdict.skipped);
          if (verdict && 'proposal' in verdict) {
            proposals.push(verdict.proposal);
            yield { event: 'proposal', data: verdict.proposal };
          }
        }
      }
    } catch (error) {
      throw providerFailure(error);
    }
    // Members parse one by one; only the whole text tells a complete answer from a cut-off or garbled one.
    if (!isJsonObject(members.received)) throw new HttpError(502, AI_MESSAGES.unreadableAnswer);
    const data: DeckDraft = {
      deck_id: job.deckId,
      pages_read: deck.pages.length,
      characters: deck.characters,
      truncated: deck.truncated,
      language: deck.language,
      proposals,
      skipped,
    };
    yield { event: 'done', data };
  }
}
