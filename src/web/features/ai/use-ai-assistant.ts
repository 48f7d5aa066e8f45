import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import { AI_MESSAGES, type AiAction } from '../../../shared/ai';
import { notify } from '../../app/notifications';
import { translateMessage } from '../../i18n';
import { markAssistantOff, useAssistantOff } from './ai-availability';
import { insertAiText, type AiInsertMode } from './ai-insert';
import { AiRequestError, buildAiRequest, streamAi, type AiOptions, type AiTarget } from './ai-request';
import { unsupportedNumbers, type NumberMention } from '../../../shared/numbers';

export type AiState =
  | { status: 'idle' }
  | { status: 'running'; action: AiAction; text: string }
  | { status: 'preview'; action: AiAction; text: string; target: AiTarget; unsupported: NumberMention[] };

export interface AiAssistant {
  state: AiState;
  notConfigured: boolean;
  run: (action: AiAction, hasCursor: boolean, options?: AiOptions) => void;
  /** "Ask AI…" is open (DESIGN §16), remembering whether the editor had a caret when it opened. */
  asking: { hasCursor: boolean } | null;
  setAsking: (asking: { hasCursor: boolean } | null) => void;
  stop: () => void;
  accept: (mode: AiInsertMode) => void;
  discard: () => void;
  retry: () => void;
}

/** SPEC: "AI error: " and the server's error, else the exception's message, else "AI request failed" — in the page's language. */
async function errorText(error: unknown, t: TFunction): Promise<string> {
  const message = (error instanceof Error && error.message) || AI_MESSAGES.failed;
  return t('ai.error', { message: await translateMessage(message) });
}

/** One editor's AI request: streams into a preview, locks the editor meanwhile, inserts on accept. */
export function useAiAssistant(editor: Editor | null, fieldName: string, disabled: boolean): AiAssistant {
  const { t } = useTranslation();
  const [state, setState] = useState<AiState>({ status: 'idle' });
  const notConfigured = useAssistantOff();
  const controller = useRef<AbortController | null>(null);
  const last = useRef<{ action: AiAction; hasCursor: boolean; options?: AiOptions } | null>(null);
  const [asking, setAsking] = useState<{ hasCursor: boolean } | null>(null);

  const run = useCallback(
    (action: AiAction, hasCursor: boolean, options?: AiOptions) => {
      if (!editor || controller.current) return;
      // The menu is gone when the assistant is off; nothing to say here.
      if (notConfigured) return;
      const { body, target } = buildAiRequest(editor, action, fieldName, hasCursor, options);
      if (!body.prompt.trim()) {
        void translateMessage(AI_MESSAGES.promptRequired).then(notify.error);
        return;
      }
      last.current = { action, hasCursor, options };
      setAsking(null);
      const abort = new AbortController();
      controller.current = abort;
      editor.setEditable(false);
      // Set when the AI menu goes away under the founder's focus: the caret goes back to the text.
      let refocus = false;
      setState({ status: 'running', action, text: '' });
      streamAi(body, abort.signal, (text) => setState({ status: 'running', action, text }))
        .then((text) => {
          // Figures the input (prompt, context and instruction) does not hold were invented: the preview flags them.
          const unsupported = unsupportedNumbers(text, `${body.prompt}\n${body.context ?? ''}\n${body.instruction ?? ''}`);
          setState({ status: 'preview', action, text, target, unsupported });
        })
        .catch((error: unknown) => {
          setState({ status: 'idle' });
          if (abort.signal.aborted) return;
          // Switched off since the page loaded (a 503): the AI menus go away, with one calm line instead of an error.
          if (error instanceof AiRequestError && error.notConfigured) {
            markAssistantOff();
            notify.info(t('ai.unavailable'));
            refocus = true;
            return;
          }
          void errorText(error, t).then(notify.error);
        })
        .finally(() => {
          controller.current = null;
          if (editor.isDestroyed) return;
          editor.setEditable(!disabled);
          if (refocus) editor.commands.focus();
        });
    },
    [editor, fieldName, disabled, notConfigured, t],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  // Esc cancels a running request before a surrounding dialog sees it.
  useEffect(() => {
    if (state.status !== 'running') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      stop();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [state.status, stop]);

  useEffect(() => () => controller.current?.abort(), []);

  const accept = useCallback(
    (mode: AiInsertMode) => {
      if (!editor || state.status !== 'preview') return;
      insertAiText(editor, state.target, state.text, mode);
      setState({ status: 'idle' });
      notify.success(t('ai.completed', { action: t(`ai.completedAction.${state.action}`) }));
    },
    [editor, state, t],
  );

  const discard = useCallback(() => setState({ status: 'idle' }), []);
  const retry = useCallback(() => {
    if (!last.current) return;
    setState({ status: 'idle' });
    run(last.current.action, last.current.hasCursor, last.current.options);
  }, [run]);

  return { state, notConfigured, run, stop, accept, discard, retry, asking, setAsking };
}
