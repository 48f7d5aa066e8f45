import { VIDEO_MESSAGES, VIDEO_PATHS, videoSchema, type StartupVideo } from '../../shared/video.js';
import type { Db } from '../db/connect.js';
import type { ResourceDefinition } from '../http/resource-routes.js';
import { VideoService } from './service.js';

/** DESIGN §4 video: per startup. */
export function videoResource(db: Db): ResourceDefinition<typeof videoSchema, StartupVideo> {
  const service = new VideoService(db);
  return {
    getPath: VIDEO_PATHS.get,
    savePath: VIDEO_PATHS.save,
    schema: videoSchema,
    successMessage: VIDEO_MESSAGES.saved,
    load: (user) => service.load(user),
    save: (user, input) => service.save(user, input),
  };
}
