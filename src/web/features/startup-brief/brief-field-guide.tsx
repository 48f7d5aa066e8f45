import { ChevronRight } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { plainTextWordCount } from '../../../shared/plain-text';
import { APPLICATION_FIELDS } from '../../../shared/readiness';
import { isLocale } from '../../../shared/i18n/locale';
import type { StartupBriefRichTextField } from '../../../shared/startup-brief';
import { BRIEF_GUIDANCE, type BriefField } from './brief-guidance';

/** How long each written field reads well to a program reviewer, in words: a guide, never a limit. */
const WORD_GUIDES: Record<StartupBriefRichTextField, { min: number; max: number }> = {
  description: { min: 80, max: 150 },
  vision: { min: 15, max: 40 },
  mission: { min: 15, max: 40 },
  problem: { min: 50, max: 120 },
  solution: { min: 50, max: 120 },
  unique_value: { min: 30, max: 80 },
  highlights: { min: 30, max: 100 },
};

export function isNeededToApply(field: BriefField): boolean {
  return (APPLICATION_FIELDS as readonly string[]).includes(field);
}

/** The mark beside the label of a field a program application needs (the readiness list, src/shared/readiness.ts). */
export function NeededToApply() {
  const { t } = useTranslation();
  return (
    <span
      data-needed-to-apply
      className="ms-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
    >
      {t('briefGuide.neededToApply')}
    </span>
  );
}

/**
 * Under a brief field: what programs look for, an example behind a toggle and, for the rich-text
 * fields, a live word count of the plain text that turns amber past the guide (the one-liner
 * has its own character counter).
 */
export function BriefFieldGuide({ field, value = '' }: { field: BriefField; value?: string }) {
  const { t, i18n } = useTranslation();
  const { hint, example } = BRIEF_GUIDANCE[isLocale(i18n.language) ? i18n.language : 'en'][field];
  const guide = field === 'one_liner' ? undefined : WORD_GUIDES[field];
  const words = guide ? plainTextWordCount(value) : 0;
  const isLong = guide !== undefined && words > guide.max;
  return (
    <div className="mt-2 space-y-1 text-sm" data-brief-guide={field}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 flex-1 basis-64 text-zinc-500 dark:text-zinc-400">{hint}</p>
        {guide && (
          <p
            data-word-count={words}
            data-over-guide={isLong || undefined}
            className={`shrink-0 text-xs tabular-nums ${isLong ? 'font-medium text-amber-700 dark:text-amber-400' : 'text-zinc-500 dark:text-zinc-400'}`}
          >
            {t('briefGuide.words', { count: words, min: guide.min, max: guide.max })}
          </p>
        )}
      </div>
      <details className="group">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded text-xs font-medium text-brand-600 hover:text-brand-700 sm:min-h-0 dark:text-brand-400 dark:hover:text-brand-300 [&::-webkit-details-marker]:hidden">
          <ChevronRight
            aria-hidden
            className="size-3.5 transition-transform group-open:rotate-90 rtl:rotate-180 rtl:group-open:rotate-90 motion-reduce:transition-none"
          />
          {t('briefGuide.showExample')}
        </summary>
        <p
          dir="auto"
          className="mt-1 rounded-md border-s-2 border-zinc-300 bg-zinc-50 px-3 py-2 text-zinc-700 dark:border-zinc-600 dark:bg-zinc-800/60 dark:text-zinc-300"
        >
          {example}
        </p>
      </details>
    </div>
  );
}
