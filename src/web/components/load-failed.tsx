import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from './button';

export interface LoadFailedProps {
  message: string;
  onRetry: () => void;
  /** Hooks for tests, e.g. `data-history-error`. */
  [data: `data-${string}`]: boolean | string | undefined;
}

/** A read that failed, in place of what it was to show: what happened, and Retry. */
export function LoadFailed({ message, onRetry, ...data }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm" {...data}>
      <CircleAlert aria-hidden className="size-6 text-red-500" />
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
