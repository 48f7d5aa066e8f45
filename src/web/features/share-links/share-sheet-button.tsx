import { MessageCircle, Share } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { iconButtonClass } from '../../components/button';

/** The phone's share sheet is there (most phones' browsers; not Chromium on Linux or Firefox on a desktop). */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Sends a link through the device's share sheet (Web Share API), where founders pick WhatsApp, Mail or
 * LinkedIn; where there is none, a WhatsApp link with the same message, the channel most programs here use.
 */
export function ShareSheetButton({ url }: { url: string }) {
  const { t } = useTranslation();
  if (!canShare()) {
    return (
      <a
        href={`https://wa.me/?text=${encodeURIComponent(t('shareLinks.shareMessage', { url }))}`}
        target="_blank"
        rel="noopener noreferrer"
        className={iconButtonClass}
        aria-label={t('shareLinks.whatsapp')}
        title={t('shareLinks.whatsapp')}
        data-share-whatsapp
      >
        <MessageCircle aria-hidden className="size-4" />
      </a>
    );
  }
  return (
    <button
      type="button"
      // Closing the sheet without choosing rejects with AbortError: nothing to say then, nor for any other refusal.
      onClick={() => void navigator.share({ title: t('shareLinks.shareTitle'), url }).catch(() => undefined)}
      className={iconButtonClass}
      aria-label={t('shareLinks.share')}
      title={t('shareLinks.share')}
      data-share-sheet
    >
      <Share aria-hidden className="size-4" />
    </button>
  );
}
