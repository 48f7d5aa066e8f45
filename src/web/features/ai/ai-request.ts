import type { Editor } from '@tiptap/react';
import { AI_MESSAGES, AI_PATHS, AI_STREAM_EVENTS, type AiAction, type AiRequestInput } from '../../../shared/ai';
import { CSRF_HEADER } from '../../../shared/constants';
import { withCsrfRetry } from '../../lib/api-client';
import { readSse } from '../../lib/read-sse';

/** Where the answer goes on accept: the selected range, the cursor, or nowhere yet (no selection, no cursor). */
export interface AiTarget {
  from: number;
  to: number;
  kind: 'selection' | 'cursor' | 'none';
}

/** A failed request: `message` is the server's error or the exception's; `notConfigured` marks a 503. */
export class AiRequestError extends Error {
  constructor(
    message: string,
    readonly notConfigured = false,
  ) {
    super(message);
  }
}

/** DESIGN §16: the founder's own instruction (for `custom`), and a tone and a length for any action. */
export type AiOptions = Pick<AiRequestInput, 'instruction' | 'tone' | 'length'>;

/**
 * The request body (issue 6): a selection is the prompt and the whole field the context; `continue`
 * sends the text before the cursor; with neither, prompt and context are the field's trimmed text.
 */
export function buildAiRequest(
  editor: Editor,
  action: AiAction,
  fieldName: string,
  hasCursor: boolean,
  options: AiOptions = {},
): { body: AiRequestInput; target: AiTarget } {
  const { doc, selection } = editor.state;
  const whole = doc.textBetween(0, doc.content.size, '\n').trim();
  const base = { action, field_name: fieldName, session_id: `startup-brief${fieldName}`, context: whole, ...options };
  if (!selection.empty) {
    const target: AiTarget = { from: selection.from, to: selection.to, kind: 'selection' };
    return { body: { ...base, prompt: doc.textBetween(selection.from, selection.to, '\n') }, target };
  }
  if (action === 'continue' && hasCursor) {
    const before = doc.textBetween(0, selection.from, '\n').trim();
    return { body: { ...base, prompt: before || whole }, target: { from: selection.from, to: selection.from, kind: 'cursor' } };
  }
  return { body: { ...base, prompt: whole }, target: { from: doc.content.size, to: doc.content.size, kind: 'none' } };
}

/** `POST /api/ai/stream`: calls `onChunk` with the text so far, resolves with the cleaned whole answer. */
export async function streamAi(body: AiRequestInput, signal: AbortSignal, onChunk: (text: string) => void): Promise<string> {
  const response = await withCsrfRetry((token) =>
    fetch(AI_PATHS.stream, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', [CSRF_HEADER]: token },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal,
    }),
  );
  if (!response.ok || !response.body) {
    const failure = (await response.json().catch(() => undefined)) as { error?: string; message?: string } | undefined;
    if (response.status === 503) throw new AiRequestError(AI_MESSAGES.notConfigured, true);
    throw new AiRequestError(failure?.error ?? failure?.message ?? AI_MESSAGES.failed);
  }
  let partial = '';
  for await (const { event, data: json } of readSse(response.body)) {
    const data = (json ? JSON.parse(json) : {}) as { text?: string; error?: string };
    if (event === AI_STREAM_EVENTS.error) throw new AiRequestError(data.error ?? AI_MESSAGES.noText);
    if (event === AI_STREAM_EVENTS.done) {
      if (!data.text?.trim()) throw new AiRequestError(data.error ?? AI_MESSAGES.noText);
      return data.text;
    }
    partial += data.text ?? '';
    onChunk(partial);
  }
  throw new AiRequestError(AI_MESSAGES.noText);
}
