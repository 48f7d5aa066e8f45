import { z } from 'zod';
import {
  DECK_DRAFT_KEYS,
  DECK_DRAFT_QUOTE_MAX_LENGTH,
  type DeckDraftKey,
  type DeckDraftProposal,
  type DeckDraftRecord,
  type DeckDraftSkipped,
} from '../../shared/deck-drafts.js';
import { fundraisingSchema } from '../../shared/fundraising.js';
import { startupBriefSchema } from '../../shared/startup-brief.js';
import { startupDetailsSchema } from '../../shared/startup-details.js';
import { videoSchema } from '../../shared/video.js';
import { amountsIn } from './amounts.js';
import { DECK_DRAFT_FIELD_GUIDE } from './draft-schema.js';
import { toSaveForm } from './map-values.js';
import type { QuotableDeck } from './quote-check.js';

/** Each record's own save schema: a proposal is valid exactly when its save would be. */
const RECORD_SCHEMAS: Record<DeckDraftRecord, z.ZodObject> = {
  'startup-brief': startupBriefSchema,
  'startup-details': startupDetailsSchema,
  fundraising: fundraisingSchema,
  video: videoSchema,
};

/** One field as the model answered it; numbers are taken as text (a model may drop the quotes around 2000000). */
const fieldAnswer = z
  .object({
    value: z.union([z.string(), z.number()]).nullish(),
    slide: z.number().int().nullish(),
    quote: z.string().nullish(),
  })
  .nullable();

export type Verdict = { proposal: DeckDraftProposal } | { skipped: DeckDraftSkipped } | undefined;

const isDeckDraftKey = (key: string): key is DeckDraftKey => (DECK_DRAFT_KEYS as readonly string[]).includes(key);

/**
 * Judges the fields of one answer as they arrive. A field the deck does not support by a
 * verbatim quote is `unsupported`; one its record's schema refuses is `invalid`. Fields
 * already proposed take part in the record's cross-field rules (min ticket ≤ max ticket).
 */
export class ProposalCheck {
  private readonly proposed = new Map<DeckDraftRecord, Record<string, string>>();
  private readonly seen = new Set<string>();

  constructor(private readonly deck: QuotableDeck) {}

  /** undefined: an unknown or repeated key, or a field the deck does not fill (null, empty). */
  judge(key: string, answer: unknown): Verdict {
    if (!isDeckDraftKey(key) || this.seen.has(key)) return undefined;
    this.seen.add(key);
    const parsed = fieldAnswer.safeParse(answer);
    const raw = parsed.success ? String(parsed.data?.value ?? '').trim() : '';
    if (!parsed.success || raw === '') return undefined;
    const [record, field] = key.split('.') as [DeckDraftRecord, string];
    const skip = (reason: DeckDraftSkipped['reason']) => ({ skipped: { record, field, reason } });

    const quote = parsed.data?.quote?.trim() ?? '';
    const slide = quote.length <= DECK_DRAFT_QUOTE_MAX_LENGTH ? this.deck.locate(quote, parsed.data?.slide ?? null) : undefined;
    if (slide === undefined) return skip('unsupported');

    const kind = DECK_DRAFT_FIELD_GUIDE[key];
    const mapped = toSaveForm(kind, raw);
    if (mapped === undefined) return skip('invalid');
    // A quote that is in the deck still supports an amount only when it states that very amount.
    if (kind.kind === 'amount' && !amountsIn(quote).includes(mapped)) return skip('unsupported');

    const value = this.validate(record, field, mapped);
    if (value === undefined) return skip('invalid');
    this.proposed.set(record, { ...this.proposed.get(record), [field]: value });
    return { proposal: { record, field, value, slide, quote } };
  }

  /** The value as the record's schema outputs it, or undefined when the schema refuses it alone or beside the fields proposed so far. */
  private validate(record: DeckDraftRecord, field: string, value: string): string | undefined {
    const schema = RECORD_SCHEMAS[record];
    const alone = schema.shape[field]?.safeParse(value);
    if (!alone?.success || typeof alone.data !== 'string' || alone.data === '') return undefined;
    const together = schema.safeParse({ ...this.proposed.get(record), [field]: value });
    if (!together.success && together.error.issues.some((issue) => issue.path[0] === field)) return undefined;
    return alone.data;
  }
}
