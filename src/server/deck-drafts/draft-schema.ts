import { DECK_DRAFT_KEYS, type DeckDraftKey } from '../../shared/deck-drafts.js';
import { CURRENT_STAGES } from '../../shared/fundraising.js';
import { BUSINESS_STAGES, COMPANY_SIZES, FINANCIAL_PERFORMANCES, SECTORS } from '../../shared/startup-details.js';
import type { AiJsonSchema } from '../ai/provider.js';

/** How a field's value is read from the model's answer and written in its save route's form. */
export type FieldKind =
  { kind: 'rich-text' | 'text' | 'amount' | 'country' | 'currency' | 'video-url' } | { kind: 'choice'; values: readonly string[] };

const richText = { kind: 'rich-text' } as const;
const choice = (values: readonly string[]) => ({ kind: 'choice', values }) as const;

/** Each field the deck may fill: its kind and what the model is told it holds (the grammar ignores descriptions, so the prompt lists them too). */
export const DECK_DRAFT_FIELD_GUIDE: Record<DeckDraftKey, FieldKind & { about: string }> = {
  'startup-brief.one_liner': { kind: 'text', about: 'What the startup does, in one plain-text sentence of at most 160 characters.' },
  'startup-brief.description': { ...richText, about: 'What the startup is and does.' },
  'startup-brief.vision': { ...richText, about: 'The world the startup wants to bring about.' },
  'startup-brief.mission': { ...richText, about: 'What the startup does every day to get there.' },
  'startup-brief.problem': { ...richText, about: 'Who has the problem, what the pain is and what it costs.' },
  'startup-brief.solution': { ...richText, about: 'How the product solves the problem.' },
  'startup-brief.unique_value': { ...richText, about: 'Why this solution beats the alternatives.' },
  'startup-brief.highlights': { ...richText, about: 'Traction, milestones, awards, partners, as a short list.' },
  'startup-details.business_stage': { ...choice(BUSINESS_STAGES), about: 'How far the business is.' },
  'startup-details.sector': { ...choice(SECTORS), about: 'The sector the startup works in.' },
  'startup-details.company_size': { ...choice(COMPANY_SIZES), about: 'How many people work at the startup.' },
  'startup-details.financial_performance': {
    ...choice(FINANCIAL_PERFORMANCES),
    about: 'Yearly revenue, in US dollars.',
  },
  'startup-details.country_of_incorporation': { kind: 'country', about: 'Where the company is registered, as an ISO 3166-1 alpha-2 code.' },
  'startup-details.headquarters': { kind: 'text', about: 'The city (and country) of the main office, in plain text.' },
  'fundraising.current_stage': { ...choice(CURRENT_STAGES), about: 'The funding stage the startup is at.' },
  'fundraising.required_amount': { kind: 'amount', about: 'The amount being raised now, as a plain number (2000000).' },
  'fundraising.currency': { kind: 'currency', about: "The raise's currency, as an ISO 4217 code (USD)." },
  'fundraising.min_ticket_size': { kind: 'amount', about: 'The smallest investment accepted, as a plain number.' },
  'fundraising.max_ticket_size': { kind: 'amount', about: 'The largest investment accepted, as a plain number.' },
  'fundraising.use_of_funds': { ...richText, about: 'How the money raised will be spent.' },
  'video.video_url': { kind: 'video-url', about: 'A YouTube or Vimeo link to a pitch or demo video written in the deck.' },
};

const nullable = (type: string) => ({ type: [type, 'null'] });

function valueSchema(field: FieldKind) {
  // Listing the allowed values lets the provider (or the grammar) refuse any other.
  return field.kind === 'choice' ? { type: ['string', 'null'], enum: [...field.values, null] } : nullable('string');
}

/**
 * The structured answer of DESIGN §12 in OpenAI's strict dialect: top-level properties
 * `<record>.<field>`, each `{ value, slide, quote }` or null, every property required and no others.
 */
export function deckDraftJsonSchema(): AiJsonSchema {
  const properties = Object.fromEntries(
    DECK_DRAFT_KEYS.map((key) => {
      const field = DECK_DRAFT_FIELD_GUIDE[key];
      const answer = {
        type: 'object',
        properties: { value: valueSchema(field), slide: nullable('integer'), quote: nullable('string') },
        required: ['value', 'slide', 'quote'],
        additionalProperties: false,
      };
      return [key, { description: field.about, anyOf: [answer, { type: 'null' }] }];
    }),
  );
  return {
    name: 'deck_draft',
    schema: { type: 'object', properties, required: [...DECK_DRAFT_KEYS], additionalProperties: false },
  };
}
