import { diffWords } from 'diff';
import { useTranslation } from '../../i18n/use-translation';
import { toPlainLines } from '../../../shared/plain-text';
import type { ReviewRow } from './review-rows';

/** What a reader compares: rich text as plain lines (never markup), a choice by its label, a list's items joined in `locale`. */
export function readableText(row: Pick<ReviewRow, 'kind' | 'format'>, value: string, locale: string): string {
  if (value === '') return '';
  if (row.kind === 'rich') return toPlainLines(value).join('\n');
  if (row.kind === 'list') {
    const items = (JSON.parse(value) as string[]).map((item) => (row.format ? row.format(item) : item));
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  }
  return row.format ? row.format(value) : value;
}

const textClass = '[overflow-wrap:anywhere] whitespace-pre-line text-zinc-900 dark:text-zinc-100';
// Colour and a line through or under: the change reads without colour too (and in RTL, where the marks mirror).
const insClass =
  'rounded-sm bg-emerald-100 px-0.5 text-emerald-900 underline decoration-emerald-600/60 box-decoration-clone dark:bg-emerald-500/20 dark:text-emerald-200 dark:decoration-emerald-300/70';
const delClass =
  'rounded-sm bg-red-100 px-0.5 text-red-900 line-through decoration-red-600/70 box-decoration-clone dark:bg-red-500/20 dark:text-red-200 dark:decoration-red-300/80';

/**
 * Words as Intl.Segmenter finds them: diffWordsWithSpace's own tokenizer knows Latin letters only and
 * would compare Arabic letter by letter. diffWords with a segmenter keeps each word whole in any script.
 */
const segmenters = new Map<string, Intl.Segmenter>();
function wordSegmenter(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  return segmenter;
}

export function EmptyValue() {
  const { t } = useTranslation();
  return <p className="text-zinc-500 italic dark:text-zinc-400">{t('review.empty')}</p>;
}

/** The saved value as plain text. */
export function SavedText({ text }: { text: string }) {
  if (text === '') return <EmptyValue />;
  return (
    <p className={textClass} dir="auto">
      {text}
    </p>
  );
}

/**
 * The proposed value against the saved one, word by word: kept words plain, removed ones `<del>`,
 * added ones `<ins>`. Over an empty field it is all new, so it is shown plain, not as one long insertion.
 */
export function WordDiff({ saved, proposed, isWhole = false }: { saved: string; proposed: string; isWhole?: boolean }) {
  const { t, i18n } = useTranslation();
  if (proposed === '') return <EmptyValue />;
  if (saved === '') return <SavedText text={proposed} />;
  const parts = isWhole
    ? [
        { value: saved, removed: true, added: false },
        { value: ' ', removed: false, added: false },
        { value: proposed, added: true, removed: false },
      ]
    : diffWords(saved, proposed, { intlSegmenter: wordSegmenter(i18n.language) });
  return (
    <p className={textClass} dir="auto" data-word-diff>
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className={insClass} title={t('review.added')}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className={delClass} title={t('review.removed')}>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}
