import type { Db } from '../db/connect.js';

/** SQL of startup_videos, keyed by startup. */
export class VideoRepository {
  constructor(private readonly db: Db) {}

  async findUrl(startupId: string): Promise<string> {
    const row = await this.db.selectFrom('startup_videos').select('video_url').where('startup_id', '=', startupId).executeTakeFirst();
    return row?.video_url ?? '';
  }

  async saveUrl(startupId: string, videoUrl: string, now: string): Promise<void> {
    await this.db
      .insertInto('startup_videos')
      .values({ startup_id: startupId, video_url: videoUrl, updated_at: now })
      .onConflict((conflict) => conflict.column('startup_id').doUpdateSet({ video_url: videoUrl, updated_at: now }))
      .execute();
  }
}
