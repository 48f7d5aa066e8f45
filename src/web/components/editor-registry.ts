import { Editor, type EditorOptions } from '@tiptap/react';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../app/idle-prefetch';

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
 * True where a form's editors may wait (form-tabs.tsx, until a tab is chosen or for the tabs out of
 * sight): they are built one by one after the dialog's first paint instead of all before it (issue 15:
 * the dialog shows first). Turning false builds a waiting editor at once.
 */
export const BuildEditorLater = createContext(false);

const waiting: (() => void)[] = [];
let isDraining = false;

function buildNext(): void {
  const build = waiting.shift();
  if (!build) {
    isDraining = false;
    return;
  }
  build();
  whenIdle(buildNext);
}

/**
 * Queues `build`: the first waiting one runs just after the next paint (the shown tab's editor, asked
 * first), each next one when the browser is idle, so typing and clicks go first; returns a cancel function.
 */
function buildAfterPaint(build: () => void): () => void {
  waiting.push(build);
  if (!isDraining) {
    isDraining = true;
    requestAnimationFrame(() => window.setTimeout(buildNext));
  }
  return () => {
    const at = waiting.indexOf(build);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/**
 * Creates the editor for `editorId` when the component mounts (or, under BuildEditorLater, just
 * after the next paint) and destroys it on unmount. While another mounted component owns the id,
 * this one logs and gets null. `createOptions` is read once, at creation: later changes go through the editor's API.
 */
export function useRegisteredEditor(editorId: string, createOptions: () => Partial<EditorOptions>): Editor | null {
  const [editor, setEditor] = useState<Editor | null>(null);
  const buildLater = useContext(BuildEditorLater);
  // Once due, an editor stays built, even when its tab is hidden again.
  const [isDue, setIsDue] = useState(!buildLater);
  if (!buildLater && !isDue) setIsDue(true);
  // flushSync: the editor is built within its own queued task, not batched with the others into one long task.
  useEffect(() => (isDue ? undefined : buildAfterPaint(() => flushSync(() => setIsDue(true)))), [isDue]);
  const latestCreateOptions = useRef(createOptions);
  useLayoutEffect(() => {
    latestCreateOptions.current = createOptions;
  });

  // A layout effect: the content is in place before the first paint, so nothing jumps.
  useLayoutEffect(() => {
    if (!isDue) return;
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
  }, [editorId, isDue]);

  return editor;
}
