import { Video } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { toEmbedUrl, VIDEO_PATHS, videoSchema, type StartupVideo, type VideoInput } from '../../../shared/video';
import type { ModalProps } from '../../app/modal-registry';
import { ResourceFormModal } from '../../components/resource-form-modal';
import { TextField } from '../../components/text-field';
import { VideoEmbed } from './video-embed';

const toFormValues = ({ video_url }: StartupVideo): VideoInput => ({ video_url });

export default function VideoModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <ResourceFormModal<StartupVideo, VideoInput>
      title={t('startup.video.title')}
      description={t('startup.video.description')}
      paths={VIDEO_PATHS}
      historyRecord="video"
      schema={videoSchema}
      toFormValues={toFormValues}
      conflictFields={{ video_url: { label: t('startup.video.url') } }}
      saveErrorMessage={t('startup.video.saveFailed')}
      successMessage={t('startup.video.saved')}
      onClose={onClose}
    >
      {({ register, watch, formState: { errors } }) => {
        const url = (watch('video_url') ?? '').trim();
        const embedUrl = toEmbedUrl(url);
        const liveError = url !== '' && !embedUrl ? t('startup.video.invalid') : undefined;
        return (
          <>
            <TextField
              type="url"
              inputMode="url"
              autoComplete="off"
              label={t('startup.video.url')}
              placeholder={t('startup.video.urlPlaceholder')}
              error={errors.video_url?.message ?? liveError}
              {...register('video_url')}
            />
            {embedUrl ? (
              <VideoEmbed src={embedUrl} />
            ) : (
              <div className="flex aspect-video flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-zinc-300 text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
                <Video aria-hidden className="size-6" />
                {t('startup.video.previewEmpty')}
              </div>
            )}
          </>
        );
      }}
    </ResourceFormModal>
  );
}
