import { useTranslation } from '../../i18n/use-translation';

/** The upload's progress as a bar and a percentage, announced to assistive technology. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <div
        role="progressbar"
        aria-label={t('pitchDeck.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-150 motion-reduce:transition-none dark:bg-brand-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="shrink-0 text-sm tabular-nums text-zinc-600 dark:text-zinc-300" aria-live="polite" data-upload-percent>
        {t('pitchDeck.uploading', { percent })}
      </span>
    </div>
  );
}
