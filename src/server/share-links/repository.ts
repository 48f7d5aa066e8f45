import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { ShareLinksTable } from '../db/schema.js';

export type ShareLinkRow = Selectable<ShareLinksTable>;

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
    await this.db.insertInto('share_view_salts').values({ day, salt: fresh }).onConflict((conflict) => conflict.column('day').doNothing()).execute();
    await this.db.deleteFrom('share_view_salts').where('day', '<', day).execute();
    await this.db.deleteFrom('share_link_views').where('day', '<', day).execute();
    const stored = await this.db.selectFrom('share_view_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    return stored.salt;
  }

  /** Counts the visitor once per day: true when this visit was counted. */
  async recordView(linkId: string, day: string, visitorHash: string, now: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('share_link_views')
        .values({ link_id: linkId, day, visitor_hash: visitorHash })
        .onConflict((conflict) => conflict.columns(['link_id', 'day', 'visitor_hash']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
      await trx
        .updateTable('share_links')
        .set((eb) => ({ views: eb('views', '+', 1), last_viewed_at: now }))
        .where('id', '=', linkId)
        .execute();
      return true;
    });
  }
}
