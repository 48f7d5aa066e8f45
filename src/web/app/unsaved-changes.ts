import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/** What the open form tells the modal around it: whether it holds unsaved changes, and how to drop them. */
export interface UnsavedForm {
  isUnsaved: boolean;
  /** Runs when the founder confirms "Discard" (the form clears its draft). */
  onDiscard: () => void;
  /** What "Discard unsaved changes?" says will be lost, when it is not typing (a review's checked rows). */
  discardMessage?: string;
}

export interface ModalCloser {
  register: (form: UnsavedForm | null) => void;
  /** Closes (or runs `then`, another way out such as back to a list) once unsaved changes are confirmed away. */
  requestClose: (then?: () => void) => void;
}

export const ModalCloserContext = createContext<ModalCloser | null>(null);

/**
 * Puts a form under the modal's unsaved-changes guard (DESIGN §9): every way of closing asks first
 * while `isUnsaved`. Returns the guarded close, and `release`, for a close that loses nothing (after a save).
 */
export function useUnsavedChangesGuard(isUnsaved: boolean, onDiscard: () => void, discardMessage?: string) {
  const closer = useContext(ModalCloserContext);
  const latestDiscard = useRef(onDiscard);
  useEffect(() => {
    latestDiscard.current = onDiscard;
  });
  const register = closer?.register;
  useEffect(() => {
    register?.({ isUnsaved, onDiscard: () => latestDiscard.current(), discardMessage });
  }, [register, isUnsaved, discardMessage]);
  useEffect(() => () => register?.(null), [register]);
  const release = useCallback(() => register?.(null), [register]);
  const requestClose = useCallback((then?: () => void) => (closer ? closer.requestClose(then) : then?.()), [closer]);
  return { requestClose, release };
}
