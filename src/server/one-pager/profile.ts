import type { Locale } from '../../shared/i18n/locale.js';
import { initialsOf } from '../../shared/initials.js';
import { centsToAmount } from '../../shared/money.js';
import { normalizePhone, type NormalizedPhone } from '../../shared/phone.js';
import { savedLocale } from '../auth/session-store.js';
import { STARTUP_BRIEF_RICH_TEXT_FIELDS } from '../../shared/resources.js';
import { toEmbedUrl } from '../../shared/video.js';
import type { ContactDetailsRepository } from '../contact-details/repository.js';
import type { FounderRepository, FounderRow } from '../founders/repository.js';
import type { FundraisingRepository } from '../fundraising/repository.js';
import { sanitizeRichText } from '../html/sanitize.js';
import type { PitchDeckRepository, PitchDeckRow } from '../pitch-deck/repository.js';
import type { ShareLinkRepository, ShareLinkRow } from '../share-links/repository.js';
import type { StartupBriefRepository } from '../startup-brief/repository.js';
import type { StartupDetailsRepository } from '../startup-details/repository.js';
import type { FileStorage } from '../storage/storage.js';
import type { VideoRepository } from '../video/repository.js';
import { briefKey, founderKey, USE_OF_FUNDS_KEY, type TranslationKey } from '../../shared/translation.js';
import type { OnePagerTranslations } from './translations.js';

/** A founder's number: shown in international format, dialled in E.164. */
export type TeamPhone = Pick<NormalizedPhone, 'e164' | 'international'>;

/**
 * A public text as saved, in the profile's language, and its translation into the other language
 * ('' when there is none): the page shows whichever is in its own language (DESIGN §14).
 */
export interface PublicText {
  source: string;
  translation: string;
}

export interface TeamMember {
  name: string;
  /** Shown in place of a missing photo. */
  initials: string;
  title: PublicText;
  /** A data: URL of the stored 256 px WebP, '' without a photo: the page needs no second request per face. */
  photo: string;
  linkedin: string;
  /** Only when the link includes contact details. */
  contact?: { email: string; phones: TeamPhone[]; whatsapps: TeamPhone[] };
}

/**
 * What a one-pager may show, and nothing else (DESIGN §10): never birth dates, gender,
 * nationality, residence or program preferences, which are never even read here.
 */
export interface OnePagerProfile {
  /** The language the saved texts are written in; their translations are in the other one. */
  profileLocale: Locale;
  name: string;
  oneLiner: PublicText;
  stage: string;
  sector: string;
  headquarters: string;
  /** Sanitized again on the way out, like every rich text the app shows. */
  sections: { field: (typeof STARTUP_BRIEF_RICH_TEXT_FIELDS)[number]; html: PublicText }[];
  team: TeamMember[];
  fundraising?: { amount: string; currency: string; round: string; minTicket: string; maxTicket: string; useOfFunds: PublicText };
  videoEmbedUrl: string | null;
  /** The primary deck, only when the link includes it. */
  deck?: Pick<PitchDeckRow, 'file_type' | 'file_name' | 'size'>;
  /** Who created the link: the one-pager says who shared it, in their language unless the visitor picks one. */
  sharedBy: string;
  sharerLocale: Locale | null;
}

/** A text as a page in `pageLocale` shows it, and the language it is actually in. */
export interface ShownText {
  text: string;
  locale: Locale;
}

/**
 * The translation when the page is in the other language and there is one (stale or not); else the
 * text as saved. A text the founders emptied is gone in both languages, whatever translation it had.
 */
export function shownText(text: PublicText, pageLocale: Locale, profileLocale: Locale): ShownText {
  return pageLocale !== profileLocale && text.source !== '' && text.translation !== ''
    ? { text: text.translation, locale: pageLocale }
    : { text: text.source, locale: profileLocale };
}

const amountOf = (cents: number | string | null | undefined) => (cents == null ? '' : centsToAmount(cents));
const phoneOf = (entry: { value: string; country: string }): TeamPhone => {
  const { e164, international } = normalizePhone(entry.value, entry.country);
  return { e164, international };
};

/** Reads a startup's public profile through the features' own repositories. */
export class OnePagerProfiles {
  constructor(
    private readonly details: StartupDetailsRepository,
    private readonly brief: StartupBriefRepository,
    private readonly fundraising: FundraisingRepository,
    private readonly video: VideoRepository,
    private readonly founders: FounderRepository,
    private readonly contacts: ContactDetailsRepository,
    private readonly decks: PitchDeckRepository,
    private readonly links: ShareLinkRepository,
    private readonly translations: OnePagerTranslations,
    private readonly storage: FileStorage,
  ) {}

  primaryDeck(link: ShareLinkRow): Promise<PitchDeckRow | undefined> {
    return Number(link.include_deck) === 1 ? this.decks.findPrimary(link.startup_id) : Promise.resolve(undefined);
  }

  async load(link: ShareLinkRow): Promise<OnePagerProfile> {
    const startupId = link.startup_id;
    const withContact = Number(link.include_contact) === 1;
    const [name, details, brief, fundraising, videoUrl, founders, deck, sharer, languages] = await Promise.all([
      this.details.findName(startupId),
      this.details.find(startupId),
      this.brief.find(startupId),
      this.fundraising.find(startupId),
      this.video.findUrl(startupId),
      this.founders.listForStartup(startupId),
      this.primaryDeck(link),
      link.created_by ? this.links.findSharer(link.created_by) : undefined,
      this.translations.find(startupId),
    ]);
    const { translations } = languages;
    const plain = (key: TranslationKey, source: string): PublicText => ({ source, translation: translations.get(key) ?? '' });
    const rich = (key: TranslationKey, source: string): PublicText => ({
      source: sanitizeRichText(source),
      translation: sanitizeRichText(translations.get(key) ?? ''),
    });
    const amount = amountOf(fundraising?.required_amount_cents);
    const hasFundraising = fundraising && (amount !== '' || fundraising.current_stage !== '' || fundraising.use_of_funds !== '');
    return {
      profileLocale: languages.profileLocale,
      name,
      oneLiner: plain(briefKey('one_liner'), brief?.one_liner ?? ''),
      stage: details?.business_stage ?? '',
      sector: details?.sector ?? '',
      headquarters: details?.headquarters ?? '',
      sections: STARTUP_BRIEF_RICH_TEXT_FIELDS.map((field) => ({ field, html: rich(briefKey(field), brief?.[field] ?? '') })).filter(
        (section) => section.html.source !== '',
      ),
      team: await Promise.all(
        founders.map((founder) => this.member(founder, plain(founderKey(founder.id, 'title'), founder.title), withContact)),
      ),
      fundraising: hasFundraising
        ? {
            amount,
            currency: fundraising.currency,
            round: fundraising.current_stage,
            minTicket: amountOf(fundraising.min_ticket_cents),
            maxTicket: amountOf(fundraising.max_ticket_cents),
            useOfFunds: rich(USE_OF_FUNDS_KEY, fundraising.use_of_funds),
          }
        : undefined,
      videoEmbedUrl: toEmbedUrl(videoUrl),
      deck: deck && { file_type: deck.file_type, file_name: deck.file_name, size: Number(deck.size) },
      sharedBy: sharer ? `${sharer.first_name} ${sharer.last_name}`.trim() : '',
      sharerLocale: savedLocale(sharer?.locale ?? null),
    };
  }

  private async member(founder: FounderRow, title: PublicText, withContact: boolean): Promise<TeamMember> {
    const member: TeamMember = {
      name: `${founder.first_name} ${founder.last_name}`.trim(),
      initials: initialsOf(founder.first_name, founder.last_name),
      title,
      photo: await this.photoOf(founder),
      linkedin: founder.linkedin_url,
    };
    if (!withContact) return member;
    const entries = founder.user_id ? await this.contacts.findEntries(founder.user_id) : [];
    return {
      ...member,
      contact: {
        email: founder.email,
        phones: entries.filter((entry) => entry.kind === 'phone').map(phoneOf),
        whatsapps: entries.filter((entry) => entry.kind === 'whatsapp').map(phoneOf),
      },
    };
  }

  private async photoOf(founder: FounderRow): Promise<string> {
    const file = founder.avatar_key ? await this.storage.get(founder.avatar_key) : undefined;
    if (!file) return '';
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return `data:image/webp;base64,${Buffer.concat(chunks).toString('base64')}`;
  }
}
