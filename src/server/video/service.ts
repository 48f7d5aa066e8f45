import { toEmbedUrl, type StartupVideo, type VideoPayload } from '../../shared/video.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import type { RunInTransaction } from '../db/transaction.js';
import type { SaveSteps } from '../http/resource-routes.js';
import type { VideoRepository } from './repository.js';

export class VideoService {
  constructor(
    private readonly videos: VideoRepository,
    private readonly transaction: RunInTransaction,
  ) {}

  /** The link as the founder gave it; its embed URL is derived on every read, so it follows toEmbedUrl. */
  async load(user: AuthUser, db?: Db): Promise<StartupVideo> {
    const videoUrl = await this.videos.findUrl(user.startup_id, db);
    return { video_url: videoUrl, embed_url: videoUrl === '' ? '' : (toEmbedUrl(videoUrl) ?? '') };
  }

  /** Blank clears the video. */
  async save(user: AuthUser, input: VideoPayload, steps?: SaveSteps): Promise<void> {
    await this.transaction(async (trx) => {
      await steps?.before(trx);
      await this.videos.saveUrl(user.startup_id, input.video_url, new Date().toISOString(), trx);
      await steps?.after(trx);
    });
  }
}
