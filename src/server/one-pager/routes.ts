import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '../../shared/i18n/locale.js';
import { PITCH_DECK_MIME_TYPES } from '../../shared/pitch-deck.js';
import { ONE_PAGER_PATHS } from '../../shared/share-links.js';
import type { Config } from '../config.js';
import { sendPage } from '../http/compressed-page.js';
import { attachmentDisposition } from '../http/content-disposition.js';
import { isSecureRequest } from '../http/secure-transport.js';
import { downloadName } from '../pitch-deck/service.js';
import type { ShareLinkService } from '../share-links/service.js';
import type { FileStorage } from '../storage/storage.js';
import type { OnePagerAssets } from './assets.js';
import { onePagerCsp } from './csp.js';
import type { OnePagerProfiles } from './profile.js';
import { renderNotFound, renderOnePager } from './render.js';

interface TokenParams {
  Params: { token: string };
  Querystring: { lang?: string };
}

export interface OnePagerDeps {
  links: ShareLinkService;
  profiles: OnePagerProfiles;
  storage: FileStorage;
  assets: OnePagerAssets;
  config: Config;
}

/** `?lang=ar|en` when the visitor switched; undefined otherwise. */
function chosenLocale(request: FastifyRequest<TokenParams>): Locale | undefined {
  const lang = request.query.lang;
  return isLocale(lang) ? lang : undefined;
}

/** DESIGN §10: the public one-pager of a share link and its primary deck; no login, never indexed, never stored. */
export function onePagerRoutes(app: FastifyInstance, { links, profiles, storage, assets, config }: OnePagerDeps): void {
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

  app.get<TokenParams>(ONE_PAGER_PATHS.page(':token'), async (request, reply) => {
    const link = await links.findLive(request.params.token);
    if (!link) return notFound(request, reply);
    const profile = await profiles.load(link);
    if (request.method === 'GET') await links.countView(link, { ip: request.ip, userAgent: request.headers['user-agent'] });
    const locale = chosenLocale(request) ?? profile.sharerLocale ?? request.locale;
    return sendHtml(request, reply, 200, renderOnePager(profile, { locale, token: link.token, assets }));
  });

  app.get<TokenParams>(ONE_PAGER_PATHS.deck(':token'), async (request, reply) => {
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
