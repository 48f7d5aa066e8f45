import { TriangleAlert } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { NumberMention } from '../../../shared/numbers';

/** The answer with each number the input does not contain marked, for the founder to check. */
export function textWithMarkedNumbers(text: string, unsupported: readonly NumberMention[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const mention of unsupported) {
    parts.push(<Fragment key={`text-${at}`}>{text.slice(at, mention.start)}</Fragment>);
    parts.push(
      <mark
        key={`number-${mention.start}`}
        data-ai-unsupported-number
        className="rounded-sm bg-amber-200 px-0.5 text-amber-950 ring-1 ring-amber-400/60 dark:bg-amber-400/25 dark:text-amber-100 dark:ring-amber-400/40"
      >
        {text.slice(mention.start, mention.end)}
      </mark>,
    );
    at = mention.end;
  }
  parts.push(<Fragment key={`text-${at}`}>{text.slice(at)}</Fragment>);
  return parts;
}

/** "Check these numbers — they are not in your text: 40%, 2,000": the prompt forbids invented figures. */
export function UnsupportedNumbersNote({ id, unsupported }: { id: string; unsupported: readonly NumberMention[] }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' }).format([
    ...new Set(unsupported.map((mention) => mention.text)),
  ]);
  return (
    <p
      id={id}
      role="alert"
      data-ai-unsupported-numbers
      className="mt-2 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-2.5 py-1.5 text-xs font-medium text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200"
    >
      <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      <span dir="auto">{t('ai.uncheckedNumbers', { numbers })}</span>
    </p>
  );
}
