import { randomBytes, randomUUID } from 'node:crypto';
import { MESSAGES } from '../../shared/api.js';
import {
  ONE_PAGER_PATHS,
  SHARE_TOKEN_BYTES,
  SHARE_TOKEN_PATTERN,
  type CreateShareLinkPayload,
  type ShareLink,
} from '../../shared/share-links.js';
import { savedLocale, type AuthUser } from '../auth/session-store.js';
import { HttpError } from '../http/errors.js';
import type { ShareLinkRepository, ShareLinkRow } from './repository.js';
import { addressHash, newSalt, viewDay, visitorHash } from './visitor-hash.js';

export type ShareLinkOptions = CreateShareLinkPayload;

/** The visitor of a one-pager as far as counting needs: never stored. */
export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

/**
 * The most visitors one client address (an IPv6 /64) adds to a link's views a day. An office, a
 * family or a mobile carrier's NAT puts a few people behind one address, so one is too few; a script
 * cycling user agents from one address adds no more than they would (docs/decisions.md).
 */
export const MAX_VISITORS_PER_ADDRESS = 3;

/** An absolute URL of this site for a path (the request's origin, or PUBLIC_URL). */
export type LinkTo = (path: string) => string;

function toShareLink(row: ShareLinkRow, linkTo: LinkTo): ShareLink {
  return {
    id: row.id,
    name: row.name,
    url: linkTo(ONE_PAGER_PATHS.page(row.token)),
    created_at: row.created_at,
    include_contact: Number(row.include_contact) === 1,
    include_deck: Number(row.include_deck) === 1,
    locale: savedLocale(row.locale),
    views: Number(row.views),
    first_viewed_at: row.first_viewed_at,
    last_viewed_at: row.last_viewed_at,
  };
}

export class ShareLinkService {
  /** The day's salt once read: it never changes, so a view reads it once a day per instance. */
  private todaysSalt: { day: string; salt: string } | undefined;

  constructor(private readonly links: ShareLinkRepository) {}

  async list(user: AuthUser, linkTo: LinkTo): Promise<ShareLink[]> {
    return (await this.links.listForStartup(user.startup_id)).map((row) => toShareLink(row, linkTo));
  }

  async create(user: AuthUser, options: ShareLinkOptions, linkTo: LinkTo): Promise<ShareLink> {
    // DESIGN §10: left out, the deck is in when there is one to show.
    const includeDeck = options.include_deck ?? (await this.links.hasPrimaryDeck(user.startup_id));
    const row: ShareLinkRow = {
      id: randomUUID(),
      startup_id: user.startup_id,
      token: randomBytes(SHARE_TOKEN_BYTES).toString('base64url'),
      include_contact: options.include_contact ? 1 : 0,
      include_deck: includeDeck ? 1 : 0,
      name: options.name,
      created_by: user.id,
      created_at: new Date().toISOString(),
      views: 0,
      first_viewed_at: null,
      locale: options.locale,
      last_viewed_at: null,
    };
    await this.links.insert(row);
    return toShareLink(row, linkTo);
  }

  /** Another startup's link, or one already revoked: 404. */
  async revoke(user: AuthUser, id: string): Promise<void> {
    if (!(await this.links.delete(user.startup_id, id))) throw new HttpError(404, MESSAGES.notFound);
  }

  /** The live link of a token; malformed, unknown and revoked all read the same: undefined. */
  async findLive(token: string): Promise<ShareLinkRow | undefined> {
    if (!SHARE_TOKEN_PATTERN.test(token)) return undefined;
    return this.links.findByToken(token);
  }

  /**
   * Counts the visit once per visitor per day (DESIGN §10), at most MAX_VISITORS_PER_ADDRESS visitors per
   * address. A visitor already counted, or an address at its cap, only reads: nothing is written.
   */
  async countView(link: ShareLinkRow, visitor: Visitor, now = new Date()): Promise<void> {
    const day = viewDay(now);
    const salt = await this.saltOf(day);
    const address = addressHash(salt, link.id, visitor.ip);
    const counted = await this.links.countedVisitors(link.id, day, address);
    const visitorOf = visitorHash(salt, link.id, visitor.ip, visitor.userAgent);
    if (counted.includes(visitorOf) || counted.length >= MAX_VISITORS_PER_ADDRESS) return;
    await this.links.recordView(
      { link_id: link.id, day, address_hash: address, visitor_number: counted.length + 1, visitor_hash: visitorOf },
      now.toISOString(),
    );
  }

  private async saltOf(day: string): Promise<string> {
    if (this.todaysSalt?.day !== day) this.todaysSalt = { day, salt: await this.links.saltOf(day, newSalt()) };
    return this.todaysSalt.salt;
  }
}
