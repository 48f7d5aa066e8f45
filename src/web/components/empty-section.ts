import { createContext, useContext, useLayoutEffect } from 'react';

/** Set by a section card: its summary says whether nothing is saved yet, so the card's one button reads "Add", not "Edit". */
export const EmptySectionContext = createContext<((isEmpty: boolean) => void) | null>(null);

/** Marks the card around the calling summary as empty while it is shown. */
export function useMarkSectionEmpty(): void {
  const markEmpty = useContext(EmptySectionContext);
  useLayoutEffect(() => {
    markEmpty?.(true);
    return () => markEmpty?.(false);
  }, [markEmpty]);
}
