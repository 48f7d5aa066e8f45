import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ACCOUNT_PATHS } from '../../../shared/account';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { AccountSection } from './account-section';

const FALLBACK_NAME = 'founder-dashboard-export.json';

/** Saves a downloaded file under the name the server gave it. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

export function ExportData() {
  const { t } = useTranslation();
  const [isPreparing, setIsPreparing] = useState(false);
  // Fetched rather than followed as a link, so a failure is a toast on this page, not an error file.
  const download = async () => {
    setIsPreparing(true);
    try {
      const response = await fetch(ACCOUNT_PATHS.export, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? FALLBACK_NAME;
      saveFile(await response.blob(), fileName);
    } catch {
      notify.error(t('accountSettings.export.failed'));
    } finally {
      setIsPreparing(false);
    }
  };
  return (
    <AccountSection id="export" title={t('accountSettings.export.title')} description={<p>{t('accountSettings.export.description')}</p>}>
      <div className="flex h-full items-start md:justify-end">
        <Button variant="secondary" className="max-sm:w-full" disabled={isPreparing} onClick={() => void download()} data-export-data>
          <Download aria-hidden className="size-4" />
          {isPreparing ? t('accountSettings.export.preparing') : t('accountSettings.export.download')}
        </Button>
      </div>
    </AccountSection>
  );
}
