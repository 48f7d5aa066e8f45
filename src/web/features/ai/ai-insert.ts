import { closeHistory } from '@tiptap/pm/history';
import type { Editor, JSONContent } from '@tiptap/react';
import type { AiTarget } from './ai-request';

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
 * Inserts an accepted continuation as one undo step (SPEC §4): at the cursor, over a selection, or
 * after a blank line at the end (an empty field takes it as it is). The cursor ends after it. Rewrites
 * do not come here: they are shown as tracked changes (tracked-changes.ts).
 */
export function insertAiText(editor: Editor, target: AiTarget, text: string): boolean {
  const size = editor.state.doc.content.size;
  const chain = editor.chain().command(({ tr }) => {
    closeHistory(tr); // typing just before must not share this undo step
    return true;
  });
  const empty = editor.state.doc.textContent.trim() === '';
  if (target.kind === 'none' && empty) {
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
