import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { isLocale, type Locale } from '../../shared/i18n/locale.js';
import { PITCH_DECK_MIME_TYPES } from '../../shared/pitch-deck.js';
import { ONE_PAGER_PATHS } from '../../shared/share-links.js';
import { declareAccess } from '../auth/access.js';
import type { Config } from '../config.js';
import { ContactDetailsRepository } from '../contact-details/repository.js';
import type { Db } from '../db/connect.js';
import { FounderRepository } from '../founders/repository.js';
import { FundraisingRepository } from '../fundraising/repository.js';
import { sendPage } from '../http/compressed-page.js';
import { attachmentDisposition } from '../http/content-disposition.js';
import { isSecureRequest } from '../http/secure-transport.js';
import { PitchDeckRepository } from '../pitch-deck/repository.js';
import { downloadName } from '../pitch-deck/service.js';
import { ShareLinkRepository } from '../share-links/repository.js';
import { ShareLinkService } from '../share-links/service.js';
import { StartupBriefRepository } from '../startup-brief/repository.js';
import { savedLocale } from '../auth/session-store.js';
import { StartupDetailsRepository } from '../startup-details/repository.js';
import type { AppLinks } from '../mail/app-links.js';
import type { FileStorage } from '../storage/storage.js';
import { VideoRepository } from '../video/repository.js';
import { readOnePagerAssets } from './assets.js';
import { onePagerCsp } from './csp.js';
import { OnePagerProfiles } from './profile.js';
import { renderNotFound, renderOnePager } from './render.js';
import { OnePagerTranslations } from './translations.js';

interface TokenParams {
  Params: { token: string };
  Querystring: { lang?: string };
}

export interface OnePagerDeps {
  db: Db;
  storage: FileStorage;
  /** The built web app, whose stylesheet and fonts the page inlines. */
  webRoot: string;
  config: Config;
  /** The page's own address for the printed copy, as share links are built (PUBLIC_URL). */
  appLinks: AppLinks;
}

/** `?lang=ar|en` when the visitor switched; undefined otherwise. */
function chosenLocale(request: FastifyRequest<TokenParams>): Locale | undefined {
  const lang = request.query.lang;
  return isLocale(lang) ? lang : undefined;
}

/** DESIGN §10: the public one-pager of a share link and its primary deck; no login, never indexed, never stored. */
export default async function onePagerPlugin(
  app: FastifyInstance,
  { db, storage, webRoot, config, appLinks }: OnePagerDeps,
): Promise<void> {
  declareAccess(app, 'public');
  const shareLinks = new ShareLinkRepository(db);
  const links = new ShareLinkService(shareLinks);
  const profiles = new OnePagerProfiles(
    new StartupDetailsRepository(db),
    new StartupBriefRepository(db),
    new FundraisingRepository(db),
    new VideoRepository(db),
    new FounderRepository(db),
    new ContactDetailsRepository(db),
    new PitchDeckRepository(db),
    shareLinks,
    new OnePagerTranslations(db),
    storage,
  );
  const assets = readOnePagerAssets(webRoot);
  const csp = { plain: onePagerCsp(false), secure: onePagerCsp(true) };

  function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, body: string) {
    reply.status(status).headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': isSecureRequest(request, config.cookieSecure) ? csp.secure : csp.plain,
      'x-robots-tag': 'noindex, nofollow',
      'cache-control': 'no-store',
    });
    return sendPage(request, reply, body);
  }

  /** Dead, revoked, unknown and malformed links: one page, in the visitor's language. */
  const notFound = (request: FastifyRequest<TokenParams>, reply: FastifyReply) =>
    sendHtml(request, reply, 404, renderNotFound(chosenLocale(request) ?? request.locale, assets));

  const page = {
    summary: 'The one-pager (HTML, noindex, `?lang=ar|en`); a dead, revoked or malformed token → the same 404 page',
    tag: 'Share links',
    body: { files: ['text/html'] },
  };
  app.get<TokenParams>(ONE_PAGER_PATHS.page(':token'), { config: { operation: page } }, async (request, reply) => {
    const link = await links.findLive(request.params.token);
    if (!link) return notFound(request, reply);
    const profile = await profiles.load(link);
    if (request.method === 'GET') await links.countView(link, { ip: request.ip, userAgent: request.headers['user-agent'] });
    // DESIGN §14: the visitor's choice, else the link's, else the sharer's language, else the visitor's browser's.
    const locale = chosenLocale(request) ?? savedLocale(link.locale) ?? profile.sharerLocale ?? request.locale;
    const url = appLinks.to(ONE_PAGER_PATHS.page(link.token));
    const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
    return sendHtml(request, reply, 200, renderOnePager(profile, { locale, token: link.token, assets, link: { url, qrSvg } }));
  });

  const deckFile = {
    summary: "The link's primary deck, when the link includes it (404 otherwise)",
    tag: 'Share links',
    body: { files: Object.values(PITCH_DECK_MIME_TYPES) },
  };
  app.get<TokenParams>(ONE_PAGER_PATHS.deck(':token'), { config: { operation: deckFile } }, async (request, reply) => {
    const link = await links.findLive(request.params.token);
    const deck = link && (await profiles.primaryDeck(link));
    const file = deck && (await storage.get(deck.storage_key));
    if (!deck || !file) return notFound(request, reply);
    return reply
      .headers({
        'content-type': PITCH_DECK_MIME_TYPES[deck.file_type],
        'content-length': String(file.size),
        'content-disposition': attachmentDisposition(downloadName(deck), `pitch-deck.${deck.file_type}`),
        'x-content-type-options': 'nosniff',
        'x-robots-tag': 'noindex, nofollow',
        'cache-control': 'private, no-store',
      })
      .send(file.stream);
  });
}
