import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { ShareLinksTable, ShareLinkViewsTable } from '../db/schema.js';

export type ShareLinkRow = Selectable<ShareLinksTable>;
export type ShareLinkViewRow = Selectable<ShareLinkViewsTable>;

/** All SQL of share links and their visitors; a startup's routes go through its id, the one-pager through the token. */
export class ShareLinkRepository {
  constructor(private readonly db: Db) {}

  listForStartup(startupId: string): Promise<ShareLinkRow[]> {
    return this.db
      .selectFrom('share_links')
      .selectAll()
      .where('startup_id', '=', startupId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  findByToken(token: string): Promise<ShareLinkRow | undefined> {
    return this.db.selectFrom('share_links').selectAll().where('token', '=', token).executeTakeFirst();
  }

  /** The founder who created a link (the one-pager names them and speaks their language). */
  findSharer(userId: string): Promise<{ first_name: string; last_name: string; locale: string | null } | undefined> {
    return this.db.selectFrom('users').select(['first_name', 'last_name', 'locale']).where('id', '=', userId).executeTakeFirst();
  }

  async hasPrimaryDeck(startupId: string): Promise<boolean> {
    const deck = await this.db
      .selectFrom('pitch_decks')
      .select('id')
      .where('startup_id', '=', startupId)
      .where('is_primary', '=', 1)
      .executeTakeFirst();
    return deck !== undefined;
  }

  async insert(row: ShareLinkRow): Promise<void> {
    await this.db.insertInto('share_links').values(row).execute();
  }

  /** True when a row was deleted; its visitors go with it. */
  async delete(startupId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('share_links').where('startup_id', '=', startupId).where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** The day's salt, created by whichever instance asks first; older days' salts and visitors are deleted. */
  async saltOf(day: string, fresh: string): Promise<string> {
    const existing = await this.db.selectFrom('share_view_salts').select('salt').where('day', '=', day).executeTakeFirst();
    if (existing) return existing.salt;
    await this.db
      .insertInto('share_view_salts')
      .values({ day, salt: fresh })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    await this.db.deleteFrom('share_view_salts').where('day', '<', day).execute();
    await this.db.deleteFrom('share_link_views').where('day', '<', day).execute();
    const stored = await this.db.selectFrom('share_view_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    return stored.salt;
  }

  /** The visitor hashes counted today on a link from one address. */
  async countedVisitors(linkId: string, day: string, addressHash: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('share_link_views')
      .select('visitor_hash')
      .where('link_id', '=', linkId)
      .where('day', '=', day)
      .where('address_hash', '=', addressHash)
      .execute();
    return rows.map((row) => row.visitor_hash);
  }

  /**
   * Counts a visitor and the link's view. A second request for the same visitor number of an address, or
   * for the same visitor, inserts nothing (the table's keys), so racing requests never pass the cap.
   */
  async recordView(view: ShareLinkViewRow, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('share_link_views')
        .values(view)
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
      await trx
        .updateTable('share_links')
        .set((eb) => ({ views: eb('views', '+', 1), first_viewed_at: eb.fn.coalesce('first_viewed_at', eb.val(now)), last_viewed_at: now }))
        .where('id', '=', view.link_id)
        .execute();
    });
  }
}
