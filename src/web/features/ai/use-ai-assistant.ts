import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import { AI_MESSAGES, type AiAction } from '../../../shared/ai';
import { notify } from '../../app/notifications';
import { translateMessage } from '../../i18n';
import { markAssistantOff, useAssistantOff } from './ai-availability';
import { insertAiText } from './ai-insert';
import { AiRequestError, buildAiRequest, streamAi, type AiOptions, type AiTarget } from './ai-request';
import { hasPendingChanges, pendingChanges, showRewrite } from './tracked-changes';
import { unsupportedNumbers, type NumberMention } from '../../../shared/numbers';

/**
 * `running` streams into the preview; `preview` is a finished `continue`, or what had arrived when the
 * founder pressed Stop (`stopped`), to take or not (SPEC §4); `unchanged` says a rewrite came back as
 * the text it was; `failed` says why a request failed, beside the editor, with Retry. A finished
 * rewrite leaves the state idle: it is in the text as tracked changes (DESIGN §16).
 */
export type AiState =
  | { status: 'idle' }
  | { status: 'running'; action: AiAction; text: string }
  | { status: 'preview'; action: AiAction; text: string; target: AiTarget; unsupported: NumberMention[]; stopped: boolean }
  | { status: 'unchanged'; action: AiAction }
  | { status: 'failed'; action: AiAction; message: string };

export interface AiAssistant {
  state: AiState;
  notConfigured: boolean;
  run: (action: AiAction, hasCursor: boolean, options?: AiOptions) => void;
  /** "Ask AI…" is open (DESIGN §16), remembering whether the editor had a caret when it opened. */
  asking: { hasCursor: boolean } | null;
  setAsking: (asking: { hasCursor: boolean } | null) => void;
  /** Stops a running request; what arrived stays as a preview. */
  stop: () => void;
  /** Takes the preview: a continuation is inserted, a stopped rewrite shown as tracked changes. */
  accept: () => void;
  discard: () => void;
  retry: () => void;
  /** Numbers the last rewrite shown as tracked changes brought that its input lacks: flagged while its changes pend. */
  rewriteUnsupported: NumberMention[];
}

/** Every action but `continue` rewrites the text it was given, and is shown as tracked changes against it. */
export function isRewrite(action: AiAction): boolean {
  return action !== 'continue';
}

/**
 * SPEC: "AI error: " and the server's error, else the exception's message, else "AI request failed" — in the
 * page's language; a request that never reached the server says so in plain words, not the browser's.
 */
async function errorText(error: unknown, t: TFunction): Promise<string> {
  if (error instanceof TypeError) return t('ai.error', { message: t('errors.network') });
  const message = (error instanceof Error && error.message) || AI_MESSAGES.failed;
  return t('ai.error', { message: await translateMessage(message) });
}

/** What a rewrite replaces: the selection, or else the whole field (what the prompt was). */
function rewriteRange(editor: Editor, target: AiTarget): { from: number; to: number } {
  return target.kind === 'selection' ? target : { from: 0, to: editor.state.doc.content.size };
}

/** One editor's AI request: streams into a preview and locks the editor meanwhile; a rewrite then shows as tracked changes, a continuation waits for Accept. */
export function useAiAssistant(editor: Editor | null, fieldName: string, disabled: boolean): AiAssistant {
  const { t } = useTranslation();
  const [state, setState] = useState<AiState>({ status: 'idle' });
  const notConfigured = useAssistantOff();
  const controller = useRef<AbortController | null>(null);
  const last = useRef<{ action: AiAction; hasCursor: boolean; options?: AiOptions } | null>(null);
  const [asking, setAsking] = useState<{ hasCursor: boolean } | null>(null);
  const [rewriteUnsupported, setRewriteUnsupported] = useState<NumberMention[]>([]);

  /** Shows a rewrite in the text as tracked changes; returns where the first one starts (null: it changes nothing). */
  const showAsChanges = useCallback(
    (action: AiAction, target: AiTarget, text: string, unsupported: NumberMention[]): number | null => {
      if (!editor || showRewrite(editor, rewriteRange(editor, target), text) === 0) {
        setState({ status: 'unchanged', action });
        return null;
      }
      setRewriteUnsupported(unsupported);
      setState({ status: 'idle' });
      notify.success(t('ai.completed', { action: t(`ai.completedAction.${action}`) }));
      return pendingChanges(editor.state.doc)[0]?.from ?? null;
    },
    [editor, t],
  );

  const run = useCallback(
    (action: AiAction, hasCursor: boolean, options?: AiOptions) => {
      // Pending changes first: the text a new request would read holds both their old and new words.
      if (!editor || controller.current || hasPendingChanges(editor.state.doc)) return;
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
      // Where the caret goes once the editor is editable again: the first tracked change.
      let caretAt: number | null = null;
      setState({ status: 'running', action, text: '' });
      // Figures the input (prompt, context and instruction) does not hold were invented: the preview flags them.
      const unsupportedIn = (text: string) => unsupportedNumbers(text, `${body.prompt}\n${body.context ?? ''}\n${body.instruction ?? ''}`);
      let arrived = '';
      streamAi(body, abort.signal, (text) => {
        arrived = text;
        setState({ status: 'running', action, text });
      })
        .then((text) => {
          if (!isRewrite(action) || editor.isDestroyed) {
            setState({ status: 'preview', action, text, target, unsupported: unsupportedIn(text), stopped: false });
            return;
          }
          caretAt = showAsChanges(action, target, text, unsupportedIn(text));
        })
        .catch((error: unknown) => {
          setState({ status: 'idle' });
          if (abort.signal.aborted) {
            // Stopped (not closed): what arrived is the founder's to take or leave.
            if (arrived.trim() && !editor.isDestroyed) {
              setState({ status: 'preview', action, text: arrived, target, unsupported: unsupportedIn(arrived), stopped: true });
            }
            return;
          }
          // Switched off since the page loaded (a 503): the AI menus go away, with one calm line instead of an error.
          if (error instanceof AiRequestError && error.notConfigured) {
            markAssistantOff();
            notify.info(t('ai.unavailable'));
            refocus = true;
            return;
          }
          void errorText(error, t).then((message) => setState({ status: 'failed', action, message }));
        })
        .finally(() => {
          controller.current = null;
          if (editor.isDestroyed) return;
          editor.setEditable(!disabled);
          if (caretAt !== null) editor.chain().setTextSelection(caretAt).focus().scrollIntoView().run();
          else if (refocus) editor.commands.focus();
        });
    },
    [editor, fieldName, disabled, notConfigured, showAsChanges, t],
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

  const accept = useCallback(() => {
    if (!editor || state.status !== 'preview') return;
    if (isRewrite(state.action)) {
      const caretAt = showAsChanges(state.action, state.target, state.text, state.unsupported);
      if (caretAt !== null) editor.chain().setTextSelection(caretAt).focus().scrollIntoView().run();
      return;
    }
    insertAiText(editor, state.target, state.text);
    setState({ status: 'idle' });
    notify.success(t('ai.completed', { action: t(`ai.completedAction.${state.action}`) }));
  }, [editor, state, t, showAsChanges]);

  const discard = useCallback(() => setState({ status: 'idle' }), []);
  const retry = useCallback(() => {
    if (!last.current) return;
    setState({ status: 'idle' });
    run(last.current.action, last.current.hasCursor, last.current.options);
  }, [run]);

  return { state, notConfigured, run, stop, accept, discard, retry, asking, setAsking, rewriteUnsupported };
}
