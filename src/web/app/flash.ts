/**
 * Flash messages survive one full page load (SPEC §2 navigates by page load):
 * set before navigating, shown once on the next page.
 */
export type FlashKind = 'success' | 'info' | 'error';

export interface Flash {
  kind: FlashKind;
  message: string;
}

const STORAGE_KEY = 'flash';

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(flash));
  } catch {
    // No storage: the message is simply not shown.
  }
}

/** The flash this page load took: a layout mounted again (after a suspended first render) shows it too. */
let taken: { flash: Flash | undefined } | undefined;

export function takeFlash(): Flash | undefined {
  taken ??= { flash: readFlash() };
  return taken.flash;
}

function readFlash(): Flash | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Flash) : undefined;
  } catch {
    return undefined;
  }
}
