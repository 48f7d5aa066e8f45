import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** Names the page in the browser tab and history: "Startup · Founder Dashboard". */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('pages.documentTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
