import { useEffect, useId, useRef, useState } from 'react';
import { AI_INSTRUCTION_MAX_LENGTH, AI_LENGTHS, AI_TONES, type AiLength, type AiTone } from '../../../shared/ai';
import { Button } from '../../components/button';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/session';
import { useStoredState } from '../../lib/use-stored-state';
import type { AiAssistant } from './use-ai-assistant';

/** How many of the founder's own instructions the panel offers again (DESIGN §16). */
const RECENT_INSTRUCTIONS = 5;

const chip =
  'rounded-full border px-2.5 py-1 text-xs font-medium max-sm:min-h-9 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500';
const chipOff = 'border-zinc-300 text-zinc-700 hover:bg-zinc-100 dark:border-zinc-600 dark:text-zinc-200 dark:hover:bg-zinc-800';
const chipOn = 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500';

interface ChoiceProps<Value extends string> {
  legend: string;
  values: readonly Value[];
  chosen: Value | null;
  label: (value: Value) => string;
  onChoose: (value: Value | null) => void;
  name: string;
}

/** A row of toggle chips: pressing the chosen one again clears it (tone and length are optional). */
function Choice<Value extends string>({ legend, values, chosen, label, onChoose, name }: ChoiceProps<Value>) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="me-1 float-start text-xs font-medium text-zinc-600 dark:text-zinc-400">{legend}</legend>
      {values.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={chosen === value}
          data-ai-choice={`${name}.${value}`}
          className={`${chip} ${chosen === value ? chipOn : chipOff}`}
          onClick={() => onChoose(chosen === value ? null : value)}
        >
          {label(value)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * "Ask AI…" (DESIGN §16): the founder's own instruction, with an optional tone and length; the last
 * five instructions come back as one-press chips. A tone or a length alone improves the text in that way.
 */
export function AskAiPanel({ assistant, onClose }: { assistant: AiAssistant; onClose: () => void }) {
  const { t } = useTranslation();
  const userId = useSession().data?.user?.id ?? 'anonymous';
  const [recent, setRecent] = useStoredState<string[]>(`fd-ai-instructions:${userId}`, () => []);
  const [instruction, setInstruction] = useState('');
  const [tone, setTone] = useState<AiTone | null>(null);
  const [length, setLength] = useState<AiLength | null>(null);
  const [error, setError] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const inputId = useId();
  const labelId = useId();
  const hasCursor = assistant.asking?.hasCursor ?? false;

  useEffect(() => input.current?.focus(), []);

  const submit = () => {
    const asked = instruction.trim();
    const options = { tone, length };
    if (asked) {
      setRecent([asked, ...recent.filter((entry) => entry !== asked)].slice(0, RECENT_INSTRUCTIONS));
      assistant.run('custom', hasCursor, { ...options, instruction: asked });
    } else if (tone || length) {
      assistant.run('improve', hasCursor, options);
    } else {
      setError(t('ai.ask.empty'));
      input.current?.focus();
    }
  };

  return (
    // A group, not a form: the editor sits inside the modal's form, and forms do not nest.
    <div
      role="group"
      aria-labelledby={labelId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // The surrounding dialog stays open: Esc closes only this panel.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      data-ai-ask
      className="space-y-2 border-t border-brand-100 bg-brand-50/60 px-3 py-2.5 dark:border-brand-500/30 dark:bg-brand-500/10"
    >
      <label id={labelId} htmlFor={inputId} className="block text-xs font-medium text-brand-700 dark:text-brand-100">
        {t('ai.ask.label')}
      </label>
      <textarea
        id={inputId}
        ref={input}
        rows={2}
        dir="auto"
        maxLength={AI_INSTRUCTION_MAX_LENGTH}
        value={instruction}
        placeholder={t('ai.ask.placeholder')}
        aria-invalid={error !== ''}
        aria-describedby={error ? errorId : undefined}
        data-ai-instruction
        onChange={(event) => {
          setInstruction(event.target.value);
          setError('');
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey) return;
          event.preventDefault();
          submit();
        }}
        className="block w-full resize-none rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm text-zinc-900 placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100"
      />
      {error && (
        <p id={errorId} className="text-xs text-red-600 dark:text-red-400" data-field-error>
          {error}
        </p>
      )}
      {recent.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5" aria-label={t('ai.ask.recent')} role="group">
          {recent.map((entry) => (
            <button
              key={entry}
              type="button"
              dir="auto"
              data-ai-recent
              className={`${chip} ${chipOff} max-w-full truncate`}
              onClick={() => {
                setInstruction(entry);
                input.current?.focus();
              }}
            >
              {entry}
            </button>
          ))}
        </div>
      )}
      <Choice
        legend={t('ai.ask.tone')}
        name="tone"
        values={AI_TONES}
        chosen={tone}
        label={(value) => t(`ai.tones.${value}`)}
        onChoose={setTone}
      />
      <Choice
        legend={t('ai.ask.length')}
        name="length"
        values={AI_LENGTHS}
        chosen={length}
        label={(value) => t(`ai.lengths.${value}`)}
        onChoose={setLength}
      />
      <div className="flex flex-wrap gap-2 pt-0.5">
        <Button className="px-3 py-1.5" data-ai-ask-submit onClick={submit}>
          {t('ai.ask.submit')}
        </Button>
        <Button variant="secondary" className="px-3 py-1.5" onClick={onClose}>
          {t('ai.ask.cancel')}
        </Button>
      </div>
    </div>
  );
}
