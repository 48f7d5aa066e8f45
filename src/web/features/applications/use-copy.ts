import { useEffect, useState } from 'react';
import { notify } from '../../app/notifications';
import { useTranslation } from '../../i18n/use-translation';

/** Copies text to the clipboard and says so for two seconds; a blocked clipboard says how to copy by hand. */
export function useCopy() {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [isCopied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
    } catch {
      notify.info(t('application.copyManual'));
    }
  };
  return { isCopied, copy };
}
