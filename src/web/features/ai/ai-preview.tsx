import { LoaderCircle } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { textWithMarkedNumbers, UnsupportedNumbersNote } from './unsupported-numbers-note';
import { isRewrite, type AiAssistant } from './use-ai-assistant';
import { useKeptInView } from './use-kept-in-view';

const primary =
  'rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-brand-500 dark:hover:bg-brand-600';
const secondary =
  'rounded-md border border-zinc-300 bg-white px-3 py-1.5 text-sm font-medium text-zinc-700 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-200 dark:hover:bg-zinc-700';
const panel = 'border-t border-brand-100 bg-brand-50/60 px-3 py-2 dark:border-brand-500/30 dark:bg-brand-500/10';

/** A line about the request (it changed nothing, it failed) with Dismiss and Retry, beside the editor. */
function Notice({ assistant, children }: { assistant: AiAssistant; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={secondary} onClick={assistant.discard}>
          {t('ai.dismiss')}
        </button>
        <button type="button" className={secondary} onClick={assistant.retry}>
          {t('ai.retry')}
        </button>
      </div>
    </>
  );
}

/**
 * Under the editor: the answer as it streams, with Stop; then, for `continue` or what arrived before
 * Stop, Accept / Discard / Retry. A finished rewrite goes into the text as tracked changes instead
 * (tracked-changes-bar.tsx), or, when it changes nothing, this says so in plain words; a failure is said
 * here too, with Retry. On a phone it stays in view above the sheet's footer and the keyboard.
 */
export function AiPreview({ assistant }: { assistant: AiAssistant }) {
  const { t } = useTranslation();
  const noteId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const { state } = assistant;
  useKeptInView(panelRef, state.status, state.status === 'running' ? state.text : '');
  if (state.status === 'idle') return null;
  if (state.status === 'unchanged' || state.status === 'failed') {
    const isFailed = state.status === 'failed';
    return (
      <section ref={panelRef} aria-label={t('ai.preview')} data-ai-preview={state.status} className={panel}>
        <Notice assistant={assistant}>
          {isFailed ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-ai-error>
              {state.message}
            </p>
          ) : (
            <p className="text-sm text-zinc-800 dark:text-zinc-100" data-ai-unchanged>
              {t('ai.changes.none')}
            </p>
          )}
        </Notice>
      </section>
    );
  }
  const running = state.status === 'running';
  const unsupported = state.status === 'preview' ? state.unsupported : [];
  const isStoppedRewrite = state.status === 'preview' && state.stopped && isRewrite(state.action);

  return (
    <section ref={panelRef} aria-label={t('ai.preview')} aria-busy={running} data-ai-preview={state.status} className={panel}>
      <p className="mb-1 flex items-center gap-1.5 text-xs font-medium text-brand-700 dark:text-brand-100">
        {running && <LoaderCircle aria-hidden className="size-3.5 animate-spin" data-ai-loading />}
        {running ? t('ai.running') : state.stopped ? t('ai.stopped') : t('ai.preview')}
      </p>
      <p
        aria-live="polite"
        aria-describedby={unsupported.length > 0 ? noteId : undefined}
        dir="auto"
        className="max-h-48 overflow-y-auto whitespace-pre-wrap text-sm text-zinc-800 dark:text-zinc-100"
        data-ai-preview-text
      >
        {unsupported.length > 0 ? textWithMarkedNumbers(state.text, unsupported) : state.text}
      </p>
      {unsupported.length > 0 && <UnsupportedNumbersNote id={noteId} unsupported={unsupported} />}
      <div className="mt-2 flex flex-wrap gap-2">
        {running ? (
          <button type="button" className={secondary} onClick={assistant.stop}>
            {t('ai.stop')}
          </button>
        ) : (
          <>
            <button type="button" className={primary} onClick={assistant.accept}>
              {isStoppedRewrite ? t('ai.showChanges') : t('ai.accept')}
            </button>
            <button type="button" className={secondary} onClick={assistant.discard}>
              {t('ai.discard')}
            </button>
            <button type="button" className={secondary} onClick={assistant.retry}>
              {t('ai.retry')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
