import { useTranslation } from '../../i18n/use-translation';
import type { StartupVideo } from '../../../shared/video';
import { VIDEO_PATHS } from '../../../shared/resources';
import { EmptySummary, SummaryStatus } from '../../components/summary';
import { useResource } from '../../lib/resource';
import { VideoEmbed } from './video-embed';

/** The video card: the saved pitch video, playable in place. */
export function VideoSummary() {
  const { t } = useTranslation();
  const { data: video, isError } = useResource<StartupVideo>(VIDEO_PATHS);
  if (!video) return <SummaryStatus isError={isError} />;
  if (!video.embed_url) {
    return <EmptySummary message={t('startup.video.empty')} />;
  }
  return (
    <div className="max-w-xl space-y-2">
      <VideoEmbed src={video.embed_url} />
      <a
        href={video.video_url}
        target="_blank"
        rel="noopener noreferrer"
        dir="ltr"
        title={video.video_url}
        className="block truncate rtl:text-end text-xs text-zinc-500 hover:underline dark:text-zinc-400"
      >
        {video.video_url}
      </a>
    </div>
  );
}
