import { formatCompactMoney, formatCompactMoneyRange } from '../../shared/compact-money.js';
import { displayLocale, formatCurrency } from '../../shared/format.js';
import { founderTitleText, isDefaultFounderTitle } from '../../shared/founder-title.js';
import { directionOf, type Locale } from '../../shared/i18n/locale.js';
import { BUSINESS_STAGE_MESSAGES, CURRENT_STAGE_MESSAGES, SECTOR_MESSAGES } from '../../shared/enum-messages.js';
import { ONE_PAGER_MESSAGES as M, ONE_PAGER_SECTION_MESSAGES } from '../../shared/one-pager.js';
import { ONE_PAGER_PATHS } from '../../shared/share-links.js';
import { localizeMessage } from '../http/locale.js';
import type { OnePagerAssets } from './assets.js';
import { html, SafeHtml } from './html.js';
import { shownText, type OnePagerProfile, type PublicText, type ShownText, type TeamMember } from './profile.js';
import { ONE_PAGER_CSS } from './styles.js';

type Texts = (english: string, values?: Record<string, string>) => string;

function textsFor(locale: Locale): Texts {
  return (english, values = {}) => localizeMessage(locale, english).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const labelOf = (labels: Record<string, string>, value: string, t: Texts) => (value in labels ? t(labels[value]!) : '');

/** The other language's link: its name in its own language. */
const LANGUAGE_SWITCH: Record<Locale, { locale: Locale; label: string }> = {
  en: { locale: 'ar', label: 'العربية' },
  ar: { locale: 'en', label: 'English' },
};

/** The page's language and the profile's: what decides the language each text is shown in. */
interface Languages {
  locale: Locale;
  profileLocale: Locale;
}

const shown = (text: PublicText, { locale, profileLocale }: Languages) => shownText(text, locale, profileLocale);

// Names (the startup's, a founder's, a file's, a place) are nobody's translation and have no language
// of their own: each reads in its own direction (bdi) on a line aligned like the page around it.

/** The attributes of an element holding a founders' text: the language it is really in, which may not be the page's. */
const languageOf = ({ locale }: ShownText) => html`lang="${locale}" dir="${directionOf(locale)}"`;

/** Rich text went through the sanitizer on its way out of the database. */
const richText = (text: ShownText) => html`<div class="rich" ${languageOf(text)}>${new SafeHtml(text.text)}</div>`;

interface Document {
  locale: Locale;
  title: string;
  assets: OnePagerAssets;
  body: SafeHtml;
  /** Only pages that show a PDF deck load the viewer (and with it pdf.js). */
  withDeckViewer?: boolean;
  /** Texts in Arabic on a page that is not (an Arabic profile read in English) need the Arabic font too. */
  withArabicText?: boolean;
}

function page({ locale, title, assets, body, withDeckViewer, withArabicText }: Document): string {
  const fonts = [assets.latinFont, locale === 'ar' || withArabicText ? assets.arabicFont : undefined].filter((href): href is string =>
    Boolean(href),
  );
  return `<!doctype html>${html`<html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${title}</title>${fonts.map((href) => html`<link rel="stylesheet" href="${href}">`)}<style>${new SafeHtml(ONE_PAGER_CSS)}</style>${withDeckViewer && assets.deckViewer ? html`<script type="module" src="${assets.deckViewer}"></script>` : ''}</head><body>${body}</body></html>`}`;
}

function languageSwitch(locale: Locale): SafeHtml {
  const other = LANGUAGE_SWITCH[locale];
  return html`<nav class="bar"><a href="?lang=${other.locale}" lang="${other.locale}" hreflang="${other.locale}">${other.label}</a></nav>`;
}

function facts(profile: OnePagerProfile, t: Texts): SafeHtml {
  const items = [
    [t(M.stage), labelOf(BUSINESS_STAGE_MESSAGES, profile.stage, t)],
    [t(M.sector), labelOf(SECTOR_MESSAGES, profile.sector, t)],
    [t(M.headquarters), profile.headquarters],
  ].filter(([, value]) => value !== '');
  if (items.length === 0) return html``;
  return html`<dl class="facts">${items.map(([label, value]) => html`<div><dt>${label}</dt><dd><bdi>${value}</bdi></dd></div>`)}</dl>`;
}

/** "Raising $750K · Seed · Tickets $25K–$150K", each figure in full on hover. */
function ask(profile: OnePagerProfile, languages: Languages, t: Texts): SafeHtml {
  const fundraising = profile.fundraising;
  if (!fundraising) return html``;
  const { locale } = languages;
  const { amount, currency, round, minTicket, maxTicket, useOfFunds } = fundraising;
  const money = (value: string) =>
    html`<bdi title="${formatCurrency(value, currency)}">${formatCompactMoney(value, currency, locale)}</bdi>`;
  const range =
    minTicket !== '' && maxTicket !== ''
      ? formatCompactMoneyRange(minTicket, maxTicket, currency, locale)
      : minTicket || maxTicket
        ? formatCompactMoney(minTicket || maxTicket, currency, locale)
        : '';
  const [raisingBefore, raisingAfter = ''] = t(M.raising).split('{amount}');
  const parts = [
    amount !== '' && html`<span>${raisingBefore}${money(amount)}${raisingAfter}</span>`,
    round !== '' && html`<span>${labelOf(CURRENT_STAGE_MESSAGES, round, t)}</span>`,
    range !== '' && html`<span>${t(M.tickets, { range })}</span>`,
  ].filter(Boolean);
  return html`<section class="ask" aria-labelledby="ask-title"><h2 id="ask-title">${t(M.fundraising)}</h2>${parts.length > 0 ? html`<p class="ask-line">${parts}</p>` : ''}${useOfFunds.source ? html`<p class="sublabel">${t(M.useOfFunds)}</p>${richText(shown(useOfFunds, languages))}` : ''}</section>`;
}

/** A founder's title; the default one in the reader's language, never gendered: the page never tells a gender (DESIGN §10). */
function titleOf(member: TeamMember, languages: Languages): ShownText {
  const { source } = member.title;
  return isDefaultFounderTitle(source)
    ? { text: founderTitleText(source, languages.locale), locale: languages.locale }
    : shown(member.title, languages);
}

function person(member: TeamMember, languages: Languages, t: Texts): SafeHtml {
  const links = [
    /^https:\/\//i.test(member.linkedin) &&
      html`<li><a href="${member.linkedin}" rel="noopener noreferrer nofollow" aria-label="${t(M.linkedin, { name: member.name })}">LinkedIn</a></li>`,
    member.contact?.email &&
      html`<li>${t(M.email)}: <a class="ltr" href="mailto:${member.contact.email}" dir="ltr">${member.contact.email}</a></li>`,
    ...(member.contact?.phones ?? []).map(
      (phone) => html`<li>${t(M.phone)}: <a class="ltr" href="tel:${phone.e164}" dir="ltr">${phone.international}</a></li>`,
    ),
    // wa.me takes the E.164 digits without the plus.
    ...(member.contact?.whatsapps ?? []).map(
      (phone) =>
        html`<li>${t(M.whatsapp)}: <a class="ltr" href="https://wa.me/${phone.e164.slice(1)}" rel="noopener noreferrer nofollow" dir="ltr">${phone.international}</a></li>`,
    ),
  ].filter(Boolean);
  const title = member.title.source ? titleOf(member, languages) : undefined;
  const face = member.photo
    ? html`<img class="face" src="${member.photo}" alt="" width="48" height="48">`
    : html`<span class="face" aria-hidden="true">${member.initials}</span>`;
  return html`<li class="person">${face}<div><p class="person-name"><bdi>${member.name}</bdi></p>${title ? html`<p class="person-title" ${languageOf(title)}>${title.text}</p>` : ''}${links.length > 0 ? html`<ul class="person-links">${links}</ul>` : ''}</div></li>`;
}

function deckViewer(profile: OnePagerProfile, token: string, locale: Locale, t: Texts): SafeHtml {
  const deck = profile.deck;
  if (!deck) return html``;
  const isLarge = deck.size >= 1024 * 1024;
  const size = new Intl.NumberFormat(displayLocale(locale), {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: isLarge ? 1 : 0,
  }).format(Math.max(1, deck.size / 1024 / (isLarge ? 1024 : 1)));
  const heading = html`<h2 id="deck-title">${t(M.deck)}</h2><p class="deck-name"><bdi>${deck.file_name}</bdi></p>`;
  const download = html`<a class="button button-primary" href="${ONE_PAGER_PATHS.deck(token)}" download>${t(M.downloadDeck, { type: deck.file_type.toUpperCase(), size })}</a>`;
  if (deck.file_type !== 'pdf') {
    return html`<section class="card" aria-labelledby="deck-title">${heading}<p class="deck-status">${t(M.deckNotPdf)}</p><div class="deck-controls">${download}</div></section>`;
  }
  // The canvas is ltr: it draws text in its own direction, and an inherited rtl mirrors the deck's words.
  return html`<section class="card" aria-labelledby="deck-title" data-deck-viewer data-deck-url="${ONE_PAGER_PATHS.deck(token)}" data-page-of="${t(M.pageOf)}" data-failed="${t(M.deckFailed)}">${heading}<div class="deck-frame"><canvas dir="ltr" hidden role="img" aria-label=""></canvas><p class="deck-status" role="status">${t(M.deckLoading)}</p></div><div class="deck-controls"><div class="deck-pager" hidden><button type="button" class="button" data-deck-previous aria-label="${t(M.previousPage)}"><span class="flip" aria-hidden="true">‹</span></button><span class="page-count" aria-live="polite" data-deck-page></span><button type="button" class="button" data-deck-next aria-label="${t(M.nextPage)}"><span class="flip" aria-hidden="true">›</span></button></div>${download}</div></section>`;
}

/** Where the printed page leads back to: the link, as text and as a QR code (SVG markup made by the server). */
export interface PrintedLink {
  url: string;
  qrSvg: string;
}

/** Shown only on paper: a printout cannot follow a link, so it gives the live page (and the deck) to type or scan. */
function printedLink({ url, qrSvg }: PrintedLink, profile: OnePagerProfile, token: string, t: Texts): SafeHtml {
  const deckUrl = url.replace(ONE_PAGER_PATHS.page(token), ONE_PAGER_PATHS.deck(token));
  return html`<aside class="print-link" dir="ltr"><span class="qr">${new SafeHtml(qrSvg)}</span><span><span class="print-label" dir="auto">${t(M.livePage)}</span> ${url}${profile.deck ? html`<br><span class="print-label" dir="auto">${t(M.deckAt)}</span> ${deckUrl}` : ''}</span></aside>`;
}

export function renderOnePager(
  profile: OnePagerProfile,
  { locale, token, assets, link }: { locale: Locale; token: string; assets: OnePagerAssets; link: PrintedLink },
): string {
  const t = textsFor(locale);
  const languages: Languages = { locale, profileLocale: profile.profileLocale };
  const oneLiner = shown(profile.oneLiner, languages);
  const media = [
    profile.videoEmbedUrl &&
      html`<section class="card" aria-labelledby="video-title"><h2 id="video-title">${t(M.video)}</h2><div class="video"><iframe src="${profile.videoEmbedUrl}" title="${t(M.videoTitle, { name: profile.name })}" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" allow="encrypted-media; fullscreen; picture-in-picture" allowfullscreen sandbox="allow-scripts allow-same-origin allow-presentation"></iframe></div></section>`,
    deckViewer(profile, token, locale, t),
  ].filter(Boolean);
  const body = html`<div class="page">${languageSwitch(locale)}${printedLink(link, profile, token, t)}<main>
<section class="hero"><h1><bdi>${profile.name}</bdi></h1>${oneLiner.text ? html`<p class="lede" ${languageOf(oneLiner)}>${oneLiner.text}</p>` : ''}${facts(profile, t)}</section>
${ask(profile, languages, t)}
${profile.sections.length > 0 ? html`<div class="sections">${profile.sections.map((section) => html`<section class="card" aria-labelledby="section-${section.field}"><h2 id="section-${section.field}">${t(ONE_PAGER_SECTION_MESSAGES[section.field])}</h2>${richText(shown(section.html, languages))}</section>`)}</div>` : ''}
${profile.team.length > 0 ? html`<section class="card team" aria-labelledby="team-title"><h2 id="team-title">${t(M.team)}</h2><ul class="people">${profile.team.map((member) => person(member, languages, t))}</ul></section>` : ''}
${media.length > 0 ? html`<div class="media">${media}</div>` : ''}
</main>${profile.sharedBy ? html`<footer>${t(M.sharedBy, { name: profile.sharedBy })}</footer>` : ''}</div>`;
  return page({
    locale,
    title: profile.name,
    assets,
    body,
    withDeckViewer: profile.deck?.file_type === 'pdf',
    withArabicText: profile.profileLocale === 'ar',
  });
}

/** One page for a dead, revoked, unknown or malformed link, in the visitor's language. */
export function renderNotFound(locale: Locale, assets: OnePagerAssets): string {
  const t = textsFor(locale);
  const body = html`<div class="page">${languageSwitch(locale)}<main class="notfound card"><h1>${t(M.notFoundTitle)}</h1><p>${t(M.notFoundText)}</p></main></div>`;
  return page({ locale, title: t(M.notFoundTitle), assets, body });
}
