import { z } from 'zod';
import { DECK_DRAFT_MESSAGES } from './feature-messages.js';
import { STARTUP_BRIEF_RICH_TEXT_FIELDS } from './resources.js';

export { DECK_DRAFT_MESSAGES };

/** Drafting the profile from the pitch deck (DESIGN §12): both routes write nothing. */
export const DECK_DRAFT_PATHS = {
  draft: '/api/startup/drafts/deck',
  stream: '/api/startup/drafts/deck/stream',
} as const;

/** At most this many pages (or slides) and characters of a deck go to the model; `truncated` says when more were left out. */
export const DECK_DRAFT_MAX_PAGES = 80;
export const DECK_DRAFT_MAX_CHARS = 40_000;
/** A proposal's quote: the deck's own words, at most this long. */
export const DECK_DRAFT_QUOTE_MAX_LENGTH = 300;
/** Reading a deck runs off the main thread and is stopped after this long ("This deck could not be read."). */
export const DECK_READ_TIMEOUT_MS = 15_000;

/** The records a deck can fill, by the names their save routes and §11 rows use. */
export const DECK_DRAFT_RECORDS = ['startup-brief', 'startup-details', 'fundraising', 'video'] as const;
export type DeckDraftRecord = (typeof DECK_DRAFT_RECORDS)[number];

/**
 * The fields a deck may fill, per record. The startup's name is left out on purpose: it
 * was given at registration, and a deck's cover often names the product, not the company.
 */
export const DECK_DRAFT_FIELDS = {
  'startup-brief': ['one_liner', ...STARTUP_BRIEF_RICH_TEXT_FIELDS],
  'startup-details': ['business_stage', 'sector', 'company_size', 'financial_performance', 'country_of_incorporation', 'headquarters'],
  fundraising: ['current_stage', 'required_amount', 'currency', 'min_ticket_size', 'max_ticket_size', 'use_of_funds'],
  video: ['video_url'],
} as const satisfies Record<DeckDraftRecord, readonly string[]>;

/** `startup-brief.problem` and the like: the key of a §11 row and of the structured answer's properties. */
export type DeckDraftKey = {
  [R in DeckDraftRecord]: `${R}.${(typeof DECK_DRAFT_FIELDS)[R][number]}`;
}[DeckDraftRecord];

export const DECK_DRAFT_KEYS = DECK_DRAFT_RECORDS.flatMap((record) =>
  DECK_DRAFT_FIELDS[record].map((field) => `${record}.${field}` as DeckDraftKey),
);

/** Why a field the model answered was not proposed: its quote is not in the deck, or its value fails the record's schema. */
export const DECK_DRAFT_SKIP_REASONS = ['unsupported', 'invalid'] as const;
export type DeckDraftSkipReason = (typeof DECK_DRAFT_SKIP_REASONS)[number];

export const DECK_LANGUAGES = ['ar', 'en', 'mixed'] as const;
export type DeckLanguage = (typeof DECK_LANGUAGES)[number];

/** POST /api/startup/drafts/deck and its stream. `locale`: the language proposals are written in (else the deck's). */
export const deckDraftRequestSchema = z.object({
  deck_id: z.string({ error: DECK_DRAFT_MESSAGES.chooseDeck }).trim().min(1, DECK_DRAFT_MESSAGES.chooseDeck).max(64),
  locale: z.enum(['en', 'ar'], { error: DECK_DRAFT_MESSAGES.locale }).nullish(),
});

export type DeckDraftRequest = z.output<typeof deckDraftRequestSchema>;

const record = z.enum(DECK_DRAFT_RECORDS);

/** One proposed value: in the form its save route takes, with the 1-based slide and the deck's own words it came from. */
export const deckDraftProposal = z.strictObject({
  record,
  field: z.string(),
  value: z.string(),
  slide: z.number().int().min(1),
  quote: z.string(),
});

export type DeckDraftProposal = z.infer<typeof deckDraftProposal>;

export const deckDraftSkipped = z.strictObject({ record, field: z.string(), reason: z.enum(DECK_DRAFT_SKIP_REASONS) });
export type DeckDraftSkipped = z.infer<typeof deckDraftSkipped>;

/** The answer's data (and the stream's `done` event). */
export const deckDraftAnswer = z.strictObject({
  deck_id: z.string(),
  pages_read: z.number().int().min(0),
  characters: z.number().int().min(0),
  truncated: z.boolean(),
  language: z.enum(DECK_LANGUAGES),
  proposals: z.array(deckDraftProposal),
  skipped: z.array(deckDraftSkipped),
});

export type DeckDraft = z.infer<typeof deckDraftAnswer>;

/** The named SSE events of the stream (DESIGN §12). */
export const DECK_DRAFT_STREAM_EVENTS = { progress: 'progress', proposal: 'proposal', done: 'done', error: 'error' } as const;

export const DECK_DRAFT_STAGES = ['reading', 'drafting'] as const;
export type DeckDraftStage = (typeof DECK_DRAFT_STAGES)[number];

/** `event: progress`. */
export const deckDraftProgress = z.strictObject({ stage: z.enum(DECK_DRAFT_STAGES), pages_read: z.number().int().min(0).optional() });
export type DeckDraftProgress = z.infer<typeof deckDraftProgress>;
