import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { notify } from '../app/notifications';
import { Button } from './button';
import { useCopy } from '../lib/use-copy';
import { inputClass } from './text-field';

/** A link to share: read-only, selected on focus (`autoFocus` for one just made), with a Copy button that says when it copied. */
export function CopyLinkField({ label, url, autoFocus }: { label: string; url: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  // No clipboard permission (an embedded or insecure page): the field stays selected to copy by hand.
  const { isCopied, copy } = useCopy(() => {
    (document.getElementById(inputId) as HTMLInputElement | null)?.select();
    notify.info(t('components.copyLink.manual'));
  });

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          readOnly
          value={url}
          autoFocus={autoFocus}
          dir="ltr"
          className={`${inputClass} min-w-0 flex-1 font-mono`}
          onFocus={(event) => event.currentTarget.select()}
          data-copy-link
        />
        <Button variant="secondary" onClick={() => void copy(url)} aria-live="polite" data-action="copy-link">
          {isCopied ? (
            <Check aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {isCopied ? t('components.copyLink.copied') : t('components.copyLink.copy')}
        </Button>
      </div>
    </div>
  );
}
