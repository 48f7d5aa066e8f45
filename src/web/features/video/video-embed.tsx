import { useTranslation } from '../../i18n/use-translation';

/**
 * A YouTube or Vimeo player, sandboxed: scripts for the player itself, nothing that
 * could navigate the dashboard. The server's CSP admits only the two embed origins.
 */
export function VideoEmbed({ src }: { src: string }) {
  const { t } = useTranslation();
  return (
    <div className="aspect-video overflow-hidden rounded-lg border border-zinc-200 bg-black dark:border-zinc-800">
      <iframe
        src={src}
        title={t('startup.video.preview')}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        className="size-full"
      />
    </div>
  );
}
