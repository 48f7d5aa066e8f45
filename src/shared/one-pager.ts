/**
 * The one-pager's texts (DESIGN §10), rendered by the server: English here, Arabic in
 * i18n/messages-ar.ts. Stage, sector and round labels are the app's own (enum-messages.ts).
 */
import type { STARTUP_BRIEF_RICH_TEXT_FIELDS } from './resources.js';

export const ONE_PAGER_MESSAGES = {
  stage: 'Stage',
  sector: 'Sector',
  headquarters: 'Headquarters',
  team: 'The team',
  fundraising: 'Fundraising',
  raising: 'Raising {amount}',
  tickets: 'Tickets {range}',
  useOfFunds: 'Use of funds',
  video: 'Pitch video',
  videoTitle: 'Pitch video of {name}',
  deck: 'Pitch deck',
  downloadDeck: 'Download the deck ({type}, {size})',
  deckLoading: 'Loading the deck…',
  deckFailed: 'The deck cannot be shown here. Download it to read it.',
  deckNotPdf: 'This deck is a PowerPoint file: download it to read it.',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {pages}',
  linkedin: 'LinkedIn profile of {name}',
  contact: 'Contact',
  email: 'Email',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  sharedBy: 'Shared by {name} through Founder Dashboard',
  livePage: 'The live page, always up to date:',
  deckAt: 'Pitch deck:',
  notFoundTitle: 'This link does not open a page',
  notFoundText: 'The startup may have revoked it, or the link was copied incompletely. Ask the person who sent it for a new one.',
} as const;

/** The brief's rich-text sections, by field, as the one-pager titles them. */
export const ONE_PAGER_SECTION_MESSAGES: Record<(typeof STARTUP_BRIEF_RICH_TEXT_FIELDS)[number], string> = {
  description: 'About',
  vision: 'Vision',
  mission: 'Mission',
  problem: 'The problem',
  solution: 'The solution',
  unique_value: 'What makes us different',
  highlights: 'Highlights',
};
