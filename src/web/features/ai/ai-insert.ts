import { closeHistory } from '@tiptap/pm/history';
import type { Editor, JSONContent } from '@tiptap/react';
import type { AiAction } from '../../../shared/ai';
import type { AiTarget } from './ai-request';

/** How an accepted answer goes in: at the target (the spec's rules), or replacing the whole field. */
export type AiInsertMode = 'insert' | 'replaceAll';

/** Every action but `continue` rewrites, and would duplicate the text if appended: without a selection, "Replace all" is its default. */
export function offersReplaceAll(action: AiAction, target: AiTarget): boolean {
  return target.kind === 'none' && action !== 'continue';
}

function paragraphs(text: string): JSONContent[] {
  return text
    .split(/\n+/)
    .filter((line) => line.trim() !== '')
    .map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] }));
}

/** One line goes in inline; several become paragraphs. */
function inlineOrParagraphs(text: string): JSONContent | JSONContent[] {
  return text.includes('\n') ? paragraphs(text) : { type: 'text', text };
}

/**
 * Inserts an accepted answer as one undo step: `continue` at the cursor, a selection replaced,
 * otherwise a blank line and the text at the end (or the whole field replaced). The cursor ends after it.
 */
export function insertAiText(editor: Editor, target: AiTarget, text: string, mode: AiInsertMode): boolean {
  const size = editor.state.doc.content.size;
  const chain = editor.chain().command(({ tr }) => {
    closeHistory(tr); // typing just before must not share this undo step
    return true;
  });
  const empty = editor.state.doc.textContent.trim() === '';
  if (mode === 'replaceAll' || (target.kind === 'none' && empty)) {
    chain.insertContentAt({ from: 0, to: size }, paragraphs(text));
  } else if (target.kind === 'none') {
    chain.insertContentAt(size, [{ type: 'paragraph' }, ...paragraphs(text)]);
  } else {
    const from = Math.min(target.from, size);
    // A continuation joins the word before the cursor with a space.
    const before = target.kind === 'cursor' ? editor.state.doc.textBetween(Math.max(from - 1, 0), from) : '';
    const joined = /\S/.test(before) && !/^[\s.,;:!?)]/.test(text) ? ` ${text}` : text;
    chain.insertContentAt({ from, to: Math.min(target.to, size) }, inlineOrParagraphs(joined));
  }
  return chain.focus().scrollIntoView().run();
}
