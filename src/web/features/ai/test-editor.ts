import { Editor, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, beforeAll } from 'vitest';

/**
 * For the AI tests' jsdom editors: jsdom has no layout, and ProseMirror asks for rectangles when it
 * scrolls the selection into view. Returns a maker of StarterKit editors with `extensions`, each
 * destroyed after its test.
 */
export function testEditors(extensions: AnyExtension[] = []): (html: string) => Editor {
  let editor: Editor | undefined;
  beforeAll(() => {
    const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
    Range.prototype.getBoundingClientRect = () => rect as DOMRect;
    Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    document.elementFromPoint = () => null;
  });
  afterEach(() => editor?.destroy());
  return (html) => (editor = new Editor({ extensions: [StarterKit, ...extensions], content: html }));
}
