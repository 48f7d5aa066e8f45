import type { Editor } from '@tiptap/react';
import { AI_MESSAGES, AI_PATHS, AI_STREAM_EVENTS, type AiAction, type AiRequestInput } from '../../../shared/ai';
import { CSRF_HEADER } from '../../../shared/constants';
import { withCsrfRetry } from '../../lib/api-client';

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

/**
 * The request body (issue 6): a selection is the prompt and the whole field the context; `continue`
 * sends the text before the cursor; with neither, prompt and context are the field's trimmed text.
 */
export function buildAiRequest(
  editor: Editor,
  action: AiAction,
  fieldName: string,
  hasCursor: boolean,
): { body: AiRequestInput; target: AiTarget } {
  const { doc, selection } = editor.state;
  const whole = doc.textBetween(0, doc.content.size, '\n').trim();
  const base = { action, field_name: fieldName, session_id: `startup-brief${fieldName}`, context: whole };
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

function parseEvent(block: string): { event: string; data: { text?: string; error?: string } } {
  let event = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  return { event, data: data ? (JSON.parse(data) as { text?: string; error?: string }) : {} };
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
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let partial = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value.replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const { event, data } = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event === AI_STREAM_EVENTS.error) throw new AiRequestError(data.error ?? AI_MESSAGES.noText);
      if (event === AI_STREAM_EVENTS.done) {
        if (!data.text?.trim()) throw new AiRequestError(data.error ?? AI_MESSAGES.noText);
        return data.text;
      }
      partial += data.text ?? '';
      onChunk(partial);
    }
  }
  throw new AiRequestError(AI_MESSAGES.noText);
}
