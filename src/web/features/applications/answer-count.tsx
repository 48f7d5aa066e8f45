import { countCharacters, countWords } from '../../../shared/applications';
import { useTranslation } from '../../i18n/use-translation';

/** How far an answer is over its limit: characters or words over, 0 when within (or no limit). */
export function overBy(answer: string, limits: { max_chars: number | null; max_words: number | null }) {
  const chars = limits.max_chars === null ? 0 : Math.max(0, countCharacters(answer) - limits.max_chars);
  const words = limits.max_words === null ? 0 : Math.max(0, countWords(answer) - limits.max_words);
  return { chars, words };
}

/** "120 / 150 characters", "48 / 100 words": red, and said aloud once, when the answer goes over. */
export function AnswerCount({
  id,
  answer,
  maxChars,
  maxWords,
}: {
  id: string;
  answer: string;
  maxChars: number | null;
  maxWords: number | null;
}) {
  const { t } = useTranslation();
  const over = overBy(answer, { max_chars: maxChars, max_words: maxWords });
  const isOver = over.chars > 0 || over.words > 0;
  const counts = [
    maxChars !== null && t('application.countChars', { count: countCharacters(answer), max: maxChars }),
    maxWords !== null && t('application.countWords', { count: countWords(answer), max: maxWords }),
    maxChars === null && maxWords === null && t('application.countFree', { count: countWords(answer) }),
  ].filter(Boolean);
  return (
    <div
      id={id}
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs"
      data-answer-count
      data-over={isOver || undefined}
    >
      <span
        className={`tabular-nums ${isOver ? 'font-semibold text-red-600 dark:text-red-400' : 'text-zinc-500 dark:text-zinc-400'}`}
        dir="auto"
      >
        {counts.join(' · ')}
      </span>
      <span className="font-medium text-red-600 dark:text-red-400" data-over-limit-message>
        {over.chars > 0
          ? t('application.overChars', { count: over.chars })
          : over.words > 0
            ? t('application.overWords', { count: over.words })
            : ''}
      </span>
      {/* Said aloud when the answer crosses its limit, not at every key press while it stays over. */}
      <span aria-live="polite" className="sr-only">
        {isOver ? t('application.overNow') : ''}
      </span>
    </div>
  );
}
