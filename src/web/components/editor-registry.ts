import { Editor, type EditorOptions } from '@tiptap/react';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Every live rich-text editor by editor id (SPEC §4): an id is initialised once and
 * skipped while it exists; the AI assistant finds its editor here.
 */
const editors = new Map<string, Editor>();

/** The editor with this id; a missing id is only logged (SPEC §8). */
export function getEditor(editorId: string): Editor | undefined {
  const editor = editors.get(editorId);
  if (!editor) console.error(`Rich-text editor "${editorId}" not found.`);
  return editor;
}

export function hasEditor(editorId: string): boolean {
  return editors.has(editorId);
}

export function editorIds(): string[] {
  return [...editors.keys()];
}

/** Disables and destroys every editor and empties the registry (closing a modal). */
export function destroyAllEditors(): void {
  for (const editor of editors.values()) {
    if (editor.isDestroyed) continue;
    editor.setEditable(false, false);
    editor.destroy();
  }
  editors.clear();
}

/**
 * Creates the editor for `editorId` when the component mounts and destroys it on
 * unmount. While another mounted component owns the id, this one logs and gets null.
 * `createOptions` is read once, at creation: later changes go through the editor's API.
 */
export function useRegisteredEditor(editorId: string, createOptions: () => Partial<EditorOptions>): Editor | null {
  const [editor, setEditor] = useState<Editor | null>(null);
  const latestCreateOptions = useRef(createOptions);
  useLayoutEffect(() => {
    latestCreateOptions.current = createOptions;
  });

  // A layout effect: the content is in place before the first paint, so nothing jumps.
  useLayoutEffect(() => {
    if (editors.has(editorId)) {
      console.warn(`Rich-text editor "${editorId}" is already initialised; skipped.`);
      return;
    }
    const instance = new Editor(latestCreateOptions.current());
    editors.set(editorId, instance);
    setEditor(instance);
    return () => {
      if (editors.get(editorId) === instance) editors.delete(editorId);
      if (!instance.isDestroyed) instance.destroy();
      setEditor(null);
    };
  }, [editorId]);

  return editor;
}
