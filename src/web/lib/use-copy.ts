import { useEffect, useState } from 'react';

/** How long "Copied" shows after a copy. */
const COPIED_MS = 2000;

/**
 * Copies text to the clipboard and says so for two seconds (`isCopied`). A refused clipboard (an
 * embedded or insecure page) calls `onBlocked`, which tells the founder how to copy by hand.
 */
export function useCopy(onBlocked: () => void) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
    } catch {
      onBlocked();
    }
  };
  return { isCopied, copy };
}
