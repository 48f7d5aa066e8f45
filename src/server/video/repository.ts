import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';

// Read by every GET of the video: compiled once (db/prepared-query.ts).
const findVideo = preparedQuery((db, param: Placeholders<{ startupId: string }>) =>
  db.selectFrom('startup_videos').select('video_url').where('startup_id', '=', param('startupId')),
);

/** SQL of startup_videos, keyed by startup. */
export class VideoRepository {
  constructor(private readonly db: Db) {}

  async findUrl(startupId: string, db: Db = this.db): Promise<string> {
    const [row] = await findVideo(db, { startupId });
    return row?.video_url ?? '';
  }

  async saveUrl(startupId: string, videoUrl: string, now: string, trx: Db): Promise<void> {
    await trx
      .insertInto('startup_videos')
      .values({ startup_id: startupId, video_url: videoUrl, updated_at: now })
      .onConflict((conflict) => conflict.column('startup_id').doUpdateSet({ video_url: videoUrl, updated_at: now }))
      .execute();
  }
}
