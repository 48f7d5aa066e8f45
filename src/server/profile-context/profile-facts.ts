import { countryName } from '../../shared/country-names.js';
import { BUSINESS_STAGE_MESSAGES, CURRENT_STAGE_MESSAGES, SECTOR_MESSAGES } from '../../shared/enum-messages.js';
import { toPlainText } from '../../shared/plain-text.js';
import { STARTUP_BRIEF_RICH_TEXT_FIELDS } from '../../shared/resources.js';
import type { AuthUser } from '../auth/session-store.js';
import type { FounderRepository } from '../founders/repository.js';
import type { RecordServices } from '../record-services.js';

/**
 * One thing the saved profile says, as the model reads it: `key` names the field the way
 * proposals cite it ("startup-brief.problem"), `text` is plain text (never HTML).
 */
export interface ProfileFact {
  key: string;
  label: string;
  text: string;
}

const COMPANY_SIZES: Record<string, string> = {
  '1': '1 person',
  '2_5': '2–5 people',
  '6_10': '6–10 people',
  '11_50': '11–50 people',
  '51_200': '51–200 people',
  '201_plus': 'more than 200 people',
};

const FINANCIAL_PERFORMANCES: Record<string, string> = {
  pre_revenue: 'no revenue yet',
  under_10k: 'annual revenue under USD 10,000',
  '10k_100k': 'annual revenue of USD 10,000–100,000',
  '100k_1m': 'annual revenue of USD 100,000–1,000,000',
  over_1m: 'annual revenue over USD 1,000,000',
};

const BRIEF_LABELS: Record<(typeof STARTUP_BRIEF_RICH_TEXT_FIELDS)[number], string> = {
  description: 'Description',
  vision: 'Vision',
  mission: 'Mission',
  problem: 'Problem',
  solution: 'Solution',
  unique_value: 'Unique value proposition',
  highlights: 'Highlights',
};

const words = (value: string) => value.replaceAll('_', ' ');
const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? words(value);
const amount = (value: string, currency: string) => (value ? `${currency} ${value}` : '');

/**
 * The startup's saved profile as facts, in the order a reader meets it: who the startup is,
 * its brief, its fundraising, its team, the programs it looks for. Blank fields are left out.
 * Reads only the caller's startup, through the services that serve its own routes.
 */
export class ProfileFactsReader {
  constructor(
    private readonly records: RecordServices,
    private readonly founders: Pick<FounderRepository, 'listForStartup'>,
  ) {}

  async load(user: AuthUser): Promise<ProfileFact[]> {
    const { records } = this;
    const [details, brief, fundraising, preferences, team] = await Promise.all([
      records.startupDetails.load(user),
      records.startupBrief.load(user),
      records.fundraising.load(user),
      records.programPreferences.load(user),
      this.founders.listForStartup(user.startup_id),
    ]);
    const facts: ProfileFact[] = [
      { key: 'startup-details.name', label: 'Startup name', text: details.name },
      { key: 'startup-brief.one_liner', label: 'One-liner', text: brief.one_liner },
      { key: 'startup-details.business_stage', label: 'Business stage', text: labelOf(BUSINESS_STAGE_MESSAGES, details.business_stage) },
      { key: 'startup-details.sector', label: 'Sector', text: labelOf(SECTOR_MESSAGES, details.sector) },
      { key: 'startup-details.company_size', label: 'Team size', text: labelOf(COMPANY_SIZES, details.company_size) },
      {
        key: 'startup-details.financial_performance',
        label: 'Revenue',
        text: labelOf(FINANCIAL_PERFORMANCES, details.financial_performance),
      },
      { key: 'startup-details.incorporation_type', label: 'Incorporated as', text: words(details.incorporation_type) },
      { key: 'startup-details.incorporation_date', label: 'Incorporated on', text: details.incorporation_date },
      {
        key: 'startup-details.country_of_incorporation',
        label: 'Country of incorporation',
        text: details.country_of_incorporation && countryName(details.country_of_incorporation),
      },
      { key: 'startup-details.headquarters', label: 'Headquarters', text: details.headquarters },
      ...STARTUP_BRIEF_RICH_TEXT_FIELDS.map((field) => ({
        key: `startup-brief.${field}`,
        label: BRIEF_LABELS[field],
        text: toPlainText(brief[field]),
      })),
      {
        key: 'fundraising.current_stage',
        label: 'Funding round',
        text: labelOf(CURRENT_STAGE_MESSAGES, fundraising.current_stage),
      },
      {
        key: 'fundraising.required_amount',
        label: 'Amount raised in this round',
        text: amount(fundraising.required_amount, fundraising.currency),
      },
      { key: 'fundraising.min_ticket_size', label: 'Smallest ticket', text: amount(fundraising.min_ticket_size, fundraising.currency) },
      { key: 'fundraising.max_ticket_size', label: 'Largest ticket', text: amount(fundraising.max_ticket_size, fundraising.currency) },
      { key: 'fundraising.use_of_funds', label: 'Use of funds', text: toPlainText(fundraising.use_of_funds) },
      {
        key: 'founders',
        label: 'Team',
        text: team
          .map((founder) => {
            const about = toPlainText(founder.brief);
            return `${founder.first_name} ${founder.last_name} (${founder.title})${about ? `: ${about}` : ''}`;
          })
          .join('\n'),
      },
      { key: 'program-preferences.program_type', label: 'Program sought', text: words(preferences.program_type) },
      { key: 'program-preferences.program_duration', label: 'Program length', text: words(preferences.program_duration) },
      { key: 'program-preferences.program_location', label: 'Program format', text: words(preferences.program_location) },
      { key: 'program-preferences.program_start_date', label: 'Earliest start', text: preferences.program_start_date },
      {
        key: 'program-preferences.startup_locations',
        label: 'Where the startup operates',
        text: preferences.startup_locations.map((code) => countryName(code)).join(', '),
      },
    ];
    return facts.filter((fact) => fact.text.trim() !== '');
  }
}

/** A fact as one block of the prompt: its key (what a proposal cites), its label, its text. */
function factBlock(fact: ProfileFact, text: string): string {
  return `[${fact.key}] ${fact.label}:\n${text}`;
}

/**
 * The facts as prompt text within `maxChars`, in their order: a fact that does not fit whole
 * is cut at a word and marked, and the ones after it are left out (the first facts matter most).
 */
export function renderFacts(facts: readonly ProfileFact[], maxChars: number): string {
  const blocks: string[] = [];
  let room = maxChars;
  for (const fact of facts) {
    const whole = factBlock(fact, fact.text);
    if (whole.length + 2 <= room) {
      blocks.push(whole);
      room -= whole.length + 2;
      continue;
    }
    const head = factBlock(fact, '');
    const fits = room - head.length - 3;
    if (fits > 40) blocks.push(factBlock(fact, `${fact.text.slice(0, fits).replace(/\s+\S*$/u, '')} …`));
    break;
  }
  return blocks.join('\n\n');
}
