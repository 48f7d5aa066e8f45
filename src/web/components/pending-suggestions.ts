import { createContext, useCallback, useMemo, useRef, useState } from 'react';

/** An editor's pending AI changes (DESIGN §16): how many, and how to drop them all. */
export interface PendingSuggestion {
  count: number;
  rejectAll: () => void;
}

/** What a form's editors tell the form around them: their pending AI changes, which the form never saves. */
export interface PendingSuggestionsReporter {
  report: (editorId: string, pending: PendingSuggestion | null) => void;
}

export const PendingSuggestionsContext = createContext<PendingSuggestionsReporter | null>(null);

/**
 * The form's side: the total of its editors' pending changes (for the unsaved-changes guard and the
 * question before Save) and `rejectAll`, which drops every one of them.
 */
export function usePendingSuggestions() {
  const byEditor = useRef(new Map<string, PendingSuggestion>());
  const [total, setTotal] = useState(0);
  const report = useCallback((editorId: string, pending: PendingSuggestion | null) => {
    if (pending && pending.count > 0) byEditor.current.set(editorId, pending);
    else byEditor.current.delete(editorId);
    setTotal([...byEditor.current.values()].reduce((sum, entry) => sum + entry.count, 0));
  }, []);
  const reporter = useMemo<PendingSuggestionsReporter>(() => ({ report }), [report]);
  const rejectAll = useCallback(() => {
    for (const entry of [...byEditor.current.values()]) entry.rejectAll();
  }, []);
  return { total, reporter, rejectAll };
}
