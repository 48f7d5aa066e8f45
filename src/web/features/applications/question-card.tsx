import { Check, Copy, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ANSWER_MAX_LENGTH, MAX_CHAR_LIMIT, MAX_WORD_LIMIT, type AnswerStatus } from '../../../shared/applications';
import { useTranslation } from '../../i18n/use-translation';
import { Button, iconButtonClass } from '../../components/button';
import { inputClass } from '../../components/text-field';
import { AnswerCount, overBy } from './answer-count';
import { statusAfterTyping, type ApplicationValues } from './application-values';
import { notify } from '../../app/notifications';
import { useCopy } from '../../lib/use-copy';

const STATUS_TONES: Record<AnswerStatus, string> = {
  empty: 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300',
  drafted: 'bg-sky-50 text-sky-800 dark:bg-sky-400/10 dark:text-sky-200',
  edited: 'bg-amber-50 text-amber-800 dark:bg-amber-400/10 dark:text-amber-200',
  final: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200',
};

/** A new question's text and limit, typed by the founder (a saved one shows the program's words). */
function NewQuestionFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const { register, setValue } = useFormContext<ApplicationValues>();
  const id = useId();
  const [maxChars, maxWords] = useWatch<ApplicationValues, [`questions.${number}.max_chars`, `questions.${number}.max_words`]>({
    name: [`questions.${index}.max_chars`, `questions.${index}.max_words`],
  });
  const kind = maxChars !== null ? 'chars' : maxWords !== null ? 'words' : 'none';
  const setLimit = (next: 'chars' | 'words' | 'none', value: number | null) => {
    setValue(`questions.${index}.max_chars`, next === 'chars' ? value : null, { shouldDirty: true });
    setValue(`questions.${index}.max_words`, next === 'words' ? value : null, { shouldDirty: true });
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <div>
        <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
          {t('application.newQuestion')}
        </label>
        <input id={`${id}-text`} dir="auto" className={inputClass} {...register(`questions.${index}.text`)} data-question-text />
      </div>
      <div>
        <label htmlFor={`${id}-kind`} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
          {t('application.limitKind')}
        </label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => setLimit(event.target.value as 'chars' | 'words' | 'none', kind === 'none' ? 150 : (maxChars ?? maxWords))}
          className={inputClass}
        >
          <option value="none">{t('application.limitNone')}</option>
          <option value="chars">{t('application.limitCharacters')}</option>
          <option value="words">{t('application.limitWordsUnit')}</option>
        </select>
      </div>
      {kind !== 'none' && (
        <div>
          <label htmlFor={`${id}-limit`} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t('application.limit')}
          </label>
          <input
            id={`${id}-limit`}
            type="number"
            min={1}
            max={kind === 'chars' ? MAX_CHAR_LIMIT : MAX_WORD_LIMIT}
            dir="ltr"
            value={(kind === 'chars' ? maxChars : maxWords) ?? ''}
            onChange={(event) => setLimit(kind, event.target.value === '' ? null : Math.max(1, Math.floor(Number(event.target.value))))}
            className={`${inputClass} w-28`}
          />
        </div>
      )}
    </div>
  );
}

/** One question: its words and help, the answer with its live count, status, "Mark as final", copy and remove. */
export function QuestionCard({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, setValue, getValues, formState } = useFormContext<ApplicationValues>();
  const question = useWatch<ApplicationValues, `questions.${number}`>({ name: `questions.${index}` });
  const { isCopied, copy } = useCopy(() => notify.info(t('application.copyManual')));
  const error = formState.errors.questions?.[index]?.answer?.message;
  const isOver = overBy(question.answer, question).chars + overBy(question.answer, question).words > 0;
  const field = register(`questions.${index}.answer`, {
    onChange: (event: { target: { value: string } }) =>
      setValue(`questions.${index}.status`, statusAfterTyping(event.target.value, getValues(`questions.${index}.status`)), {
        shouldDirty: true,
      }),
  });
  const number = index + 1;
  return (
    <li
      className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
      data-question={question.id ?? `new-${index}`}
      data-status={question.status}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">
            {t('application.question', { number })}
            {question.required && <span className="ms-2 text-red-600 dark:text-red-400">{t('application.required')}</span>}
          </p>
          {question.id ? (
            <h3
              id={`${id}-question`}
              className="mt-1 text-sm font-semibold [overflow-wrap:anywhere] whitespace-pre-line text-zinc-900 dark:text-zinc-50"
              dir="auto"
            >
              {question.text}
            </h3>
          ) : (
            <div className="mt-2">
              <NewQuestionFields index={index} />
            </div>
          )}
          {question.help && (
            <p className="mt-1 text-sm [overflow-wrap:anywhere] text-zinc-500 dark:text-zinc-400" dir="auto">
              {question.help}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('application.removeQuestion', { number })}
          title={t('application.removeQuestion', { number })}
          className={iconButtonClass}
          data-action="remove-question"
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
      <label htmlFor={`${id}-answer`} className="sr-only">
        {t('application.answer')}
      </label>
      <textarea
        id={`${id}-answer`}
        rows={5}
        dir="auto"
        maxLength={ANSWER_MAX_LENGTH}
        aria-invalid={isOver || error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        aria-labelledby={question.id ? `${id}-question` : undefined}
        className={`${inputClass} mt-3 resize-y leading-relaxed`}
        {...field}
        data-answer
      />
      <div className="mt-2 space-y-2">
        <AnswerCount id={`${id}-count`} answer={question.answer} maxChars={question.max_chars} maxWords={question.max_words} />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400" data-field-error>
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span
            className={`rounded-md px-2 py-0.5 text-xs font-medium ${STATUS_TONES[question.status]}`}
            data-answer-status={question.status}
          >
            {t(`application.status.${question.status}`)}
          </span>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-zinc-700 sm:min-h-0 dark:text-zinc-300">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={question.status === 'final'}
              disabled={question.answer.trim() === ''}
              onChange={(event) =>
                setValue(`questions.${index}.status`, event.target.checked ? 'final' : statusAfterTyping(question.answer, 'edited'), {
                  shouldDirty: true,
                })
              }
              data-action="mark-final"
            />
            {t('application.markFinal')}
          </label>
          <Button
            variant="ghost"
            className="ms-auto"
            onClick={() => void copy(question.answer)}
            disabled={question.answer.trim() === ''}
            data-action="copy-answer"
          >
            {isCopied ? (
              <Check aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" />
            ) : (
              <Copy aria-hidden className="size-4" />
            )}
            <span aria-live="polite">{isCopied ? t('application.copied') : t('application.copy')}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
