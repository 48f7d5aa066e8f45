/**
 * How ready a startup is for a program application (DESIGN §10), computed from saved records only.
 * Pure: the server answers GET /api/startup/readiness with it, and the list of fields lives here once
 * (docs/readiness.md says why each application field is on it).
 */
import type { ContactDetails } from './contact-details.js';
import type { Fundraising } from './fundraising.js';
import { MODALS, type ModalName } from './modals.js';
import type { PersonalDetails } from './personal-details.js';
import type { Readiness, ReadinessSection, ReadinessStep } from './readiness-answer.js';
import { toPlainText } from './plain-text.js';
import type { ProgramPreferences } from './program-preferences.js';
import type { StartupBrief } from './startup-brief.js';
import type { StartupDetails } from './startup-details.js';
import type { StartupVideo } from './video.js';

export { READINESS_PATH } from './resources.js';
export type { Readiness, ReadinessSection, ReadinessStep } from './readiness-answer.js';

/** The saved records readiness reads: the startup's, and the caller's own contact and personal details. */
export interface ReadinessRecords {
  contactDetails: Pick<ContactDetails, 'phones' | 'linkedin' | 'website'>;
  personalDetails: Pick<PersonalDetails, 'biography' | 'birth_date' | 'gender' | 'nationality' | 'country_of_residence'>;
  programPreferences: Pick<ProgramPreferences, 'program_type' | 'program_duration' | 'program_location' | 'program_start_date'>;
  startupDetails: StartupDetails;
  startupBrief: StartupBrief;
  /** The founders list; only whether someone besides the caller is on it matters. */
  founders: readonly { isYou: boolean }[];
  pitchDecks: readonly unknown[];
  fundraising: Fundraising;
  video: Pick<StartupVideo, 'video_url'>;
}

/** The dashboard's section keys (the cards' ids), in the sidebar's order. */
export const READINESS_SECTIONS = [
  'contactDetails',
  'personalDetails',
  'programPreferences',
  'startupDetails',
  'startupBrief',
  'founders',
  'pitchDeck',
  'fundraising',
  'video',
] as const;
export type ReadinessSectionKey = (typeof READINESS_SECTIONS)[number];

/**
 * What a checklist entry says, in English (the key of its Arabic in messages-ar.ts): the step to
 * take, so the checklist reads as things to do.
 */
export const READINESS_MESSAGES = {
  phones: 'Add a phone number',
  linkedin: 'Add your LinkedIn profile',
  website: 'Add your website',
  biography: 'Write a short biography',
  birth_date: 'Add your date of birth',
  gender: 'Choose your gender',
  nationality: 'Add your nationality',
  country_of_residence: 'Add your country of residence',
  program_type: 'Choose a program type',
  program_duration: 'Choose a program duration',
  program_location: 'Choose how you want to take part',
  program_start_date: 'Pick a start date',
  business_stage: 'Choose your business stage',
  sector: 'Choose your sector',
  company_size: 'Choose your company size',
  financial_performance: 'Choose your revenue range',
  incorporation_type: 'Choose how the company is incorporated',
  incorporation_date: 'Add the incorporation date',
  country_of_incorporation: 'Add the country of incorporation',
  headquarters: 'Add your headquarters',
  one_liner: 'Write your one-liner',
  description: 'Describe your startup',
  vision: 'Write your vision',
  mission: 'Write your mission',
  problem: 'Describe the problem you solve',
  solution: 'Describe your solution',
  unique_value: 'Explain your unique value',
  highlights: 'List your highlights',
  co_founder: 'Add your co-founders',
  deck_file: 'Upload your pitch deck',
  required_amount: 'Say how much you are raising',
  current_stage: 'Choose your funding stage',
  min_ticket_size: 'Add the smallest ticket you accept',
  max_ticket_size: 'Add the largest ticket you accept',
  use_of_funds: 'Explain how you will use the funds',
  video_url: 'Add a pitch video',
} as const;

export type ReadinessField = keyof typeof READINESS_MESSAGES;

interface FieldRule {
  field: ReadinessField;
  section: ReadinessSectionKey;
  modal: ModalName;
  /** The modal's tab holding the field (the keys its tabs are defined by); null when it has none. */
  tab: string | null;
  /** The form input that gets focus for it, when its name differs from the field's. */
  input?: string;
  isFilled: (records: ReadinessRecords) => boolean;
  /** When the field does not apply to this startup at all, it is not counted. */
  applies?: (records: ReadinessRecords) => boolean;
}

const hasText = (value: string | null | undefined) => (value ?? '').trim() !== '';
const hasRichText = (html: string) => toPlainText(html) !== '';
const isIncorporated = ({ startupDetails }: ReadinessRecords) => startupDetails.incorporation_type !== 'not_incorporated';

/** Fields that are filled when their saved value (a string) has text. */
function plain<R extends keyof ReadinessRecords>(
  section: ReadinessSectionKey,
  modal: ModalName,
  tab: string | null,
  record: R,
  fields: readonly (keyof ReadinessRecords[R] & ReadinessField)[],
  isFilled: (value: string) => boolean = hasText,
): FieldRule[] {
  return fields.map((field) => ({ field, section, modal, tab, isFilled: (records) => isFilled(records[record][field] as string) }));
}

/** Every field readiness counts, in section order; `percent` counts each one the startup has. */
export const READINESS_FIELDS: readonly FieldRule[] = [
  {
    field: 'phones',
    section: 'contactDetails',
    modal: MODALS.contactDetails,
    tab: null,
    input: 'phones.0.number',
    isFilled: ({ contactDetails }) => contactDetails.phones.some((phone) => hasText(phone.value)),
  },
  ...plain('contactDetails', MODALS.contactDetails, null, 'contactDetails', ['linkedin', 'website']),
  ...plain('personalDetails', MODALS.personalDetails, null, 'personalDetails', ['biography'], hasRichText),
  ...plain('personalDetails', MODALS.personalDetails, null, 'personalDetails', [
    'birth_date',
    'gender',
    'nationality',
    'country_of_residence',
  ]),
  ...plain('programPreferences', MODALS.programPreferences, 'program', 'programPreferences', [
    'program_type',
    'program_duration',
    'program_location',
    'program_start_date',
  ]),
  ...plain('startupDetails', MODALS.startupDetails, 'general', 'startupDetails', [
    'business_stage',
    'sector',
    'company_size',
    'financial_performance',
    'headquarters',
  ]),
  ...plain('startupDetails', MODALS.startupDetails, 'incorporation', 'startupDetails', ['incorporation_type']),
  ...plain('startupDetails', MODALS.startupDetails, 'incorporation', 'startupDetails', [
    'incorporation_date',
    'country_of_incorporation',
  ]).map((rule) => ({ ...rule, applies: isIncorporated })),
  ...plain('startupBrief', MODALS.startupBrief, 'summary', 'startupBrief', ['one_liner']),
  ...plain('startupBrief', MODALS.startupBrief, 'summary', 'startupBrief', ['description'], hasRichText),
  ...plain('startupBrief', MODALS.startupBrief, 'visionMission', 'startupBrief', ['vision', 'mission'], hasRichText),
  ...plain('startupBrief', MODALS.startupBrief, 'problemSolution', 'startupBrief', ['problem', 'solution'], hasRichText),
  ...plain('startupBrief', MODALS.startupBrief, 'uniqueValue', 'startupBrief', ['unique_value'], hasRichText),
  ...plain('startupBrief', MODALS.startupBrief, 'highlights', 'startupBrief', ['highlights'], hasRichText),
  {
    field: 'co_founder',
    section: 'founders',
    modal: MODALS.addFounder,
    tab: 'public',
    input: 'first_name',
    isFilled: ({ founders }) => founders.some((founder) => !founder.isYou),
  },
  { field: 'deck_file', section: 'pitchDeck', modal: MODALS.pitchDeck, tab: null, isFilled: ({ pitchDecks }) => pitchDecks.length > 0 },
  ...plain('fundraising', MODALS.fundraising, null, 'fundraising', [
    'required_amount',
    'current_stage',
    'min_ticket_size',
    'max_ticket_size',
  ]),
  ...plain('fundraising', MODALS.fundraising, null, 'fundraising', ['use_of_funds'], hasRichText),
  ...plain('video', MODALS.video, null, 'video', ['video_url']),
];

/**
 * What a program application asks for, in the order the checklist suggests filling them: the
 * quick choices first, then the writing, then the deck (docs/readiness.md explains the list).
 */
export const APPLICATION_FIELDS = [
  'one_liner',
  'business_stage',
  'sector',
  'headquarters',
  'description',
  'problem',
  'solution',
  'deck_file',
] as const satisfies readonly ReadinessField[];

// Floor: 100% only when nothing is missing, 0% only when nothing is filled.
function percentOf(filled: number, total: number): number {
  if (total === 0 || filled === total) return 100;
  return filled === 0 ? 0 : Math.max(1, Math.floor((filled / total) * 100));
}

const RULES_BY_FIELD = new Map(READINESS_FIELDS.map((rule) => [rule.field, rule]));

/** The form input to focus for a readiness field (its name in the modal's form). */
export function readinessInput(field: ReadinessField): string {
  return RULES_BY_FIELD.get(field)?.input ?? field;
}

const stepOf = (rule: FieldRule): ReadinessStep => ({ key: rule.section, field: rule.field, modal: rule.modal, tab: rule.tab });

/**
 * Readiness from saved records. `label` turns a field into the reader's words (the server passes
 * its translator; English by default). `next` is the first missing application field, then, once
 * the startup is application-ready, the first missing field of any section; null when complete.
 */
export function computeReadiness(
  records: ReadinessRecords,
  label: (english: string) => string = (english) => english,
): Omit<Readiness, 'translation'> {
  const counted = READINESS_FIELDS.filter((rule) => rule.applies?.(records) ?? true);
  const missing = new Set(counted.filter((rule) => !rule.isFilled(records)).map((rule) => rule.field));
  const sections = READINESS_SECTIONS.map((key): ReadinessSection => {
    const rules = counted.filter((rule) => rule.section === key);
    const gaps = rules.filter((rule) => missing.has(rule.field));
    // Every section has a field that always applies, so `rules` is never empty.
    const first = gaps[0] ?? rules[0]!;
    return {
      key,
      percent: percentOf(rules.length - gaps.length, rules.length),
      missing: gaps.map((rule) => ({ field: rule.field, label: label(READINESS_MESSAGES[rule.field]) })),
      modal: first.modal,
      tab: first.tab,
    };
  });
  const applicationGaps = APPLICATION_FIELDS.filter((field) => missing.has(field));
  const nextRule = applicationGaps.length > 0 ? RULES_BY_FIELD.get(applicationGaps[0]!) : counted.find((rule) => missing.has(rule.field));
  return {
    percent: percentOf(counted.length - missing.size, counted.length),
    application_ready: applicationGaps.length === 0,
    application_filled: APPLICATION_FIELDS.length - applicationGaps.length,
    application_total: APPLICATION_FIELDS.length,
    sections,
    next: nextRule ? stepOf(nextRule) : null,
  };
}
