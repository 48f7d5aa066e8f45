import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ReviewRow as Row } from './review-rows';
import { readableText, SavedText, WordDiff } from './word-diff';

export interface ReviewRowProps {
  row: Row;
  /** What is saved now: the row's own, or the record read again after a 412. */
  current: string;
  isChecked: boolean;
  isDisabled: boolean;
  onToggle: (isChecked: boolean) => void;
}

/** One field: its checkbox and label, what is saved now beside what is proposed (stacked on a phone), and the proposal's source. */
export function ReviewRow({ row, current, isChecked, isDisabled, onToggle }: ReviewRowProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const saved = readableText(row, current, i18n.language);
  const proposed = readableText(row, row.proposed, i18n.language);
  return (
    <li
      className={`rounded-lg border p-3 transition-colors sm:p-4 ${isChecked ? 'border-brand-500/60 bg-brand-50/40 dark:border-brand-500/40 dark:bg-brand-500/5' : 'border-zinc-200 dark:border-zinc-800'}`}
      data-proposal={row.key}
      data-checked={isChecked || undefined}
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={isChecked}
          disabled={isDisabled}
          onChange={(event) => onToggle(event.target.checked)}
          aria-describedby={`${id}-values`}
          className="mt-0.5 size-5 shrink-0 rounded border-zinc-300 accent-brand-600 dark:border-zinc-600"
        />
        <label
          htmlFor={id}
          className="min-w-0 flex-1 cursor-pointer text-sm font-medium text-zinc-900 max-sm:-my-3 max-sm:py-3 dark:text-zinc-50"
        >
          {row.label}
        </label>
      </div>
      <div id={`${id}-values`} className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div className="min-w-0" data-review-current>
          <p className="mb-1 text-xs font-medium text-zinc-500 dark:text-zinc-400">{t('review.savedNow')}</p>
          <div className="max-h-48 overflow-y-auto">
            <SavedText text={saved} />
          </div>
        </div>
        <div className="min-w-0" data-review-proposed>
          <p className="mb-1 text-xs font-medium text-zinc-500 dark:text-zinc-400">{t('review.proposed')}</p>
          <div className="max-h-48 overflow-y-auto">
            <WordDiff saved={saved} proposed={proposed} isWhole={row.kind === 'choice' || row.kind === 'list'} />
          </div>
        </div>
      </div>
      {row.source && (
        <p
          className="mt-3 border-s-2 border-zinc-200 ps-2 text-xs text-zinc-500 dark:border-zinc-700 dark:text-zinc-400"
          dir="auto"
          data-review-source
        >
          {row.source}
        </p>
      )}
    </li>
  );
}
