import type { ModalName } from '../../../shared/modals';

const GIVE_UP_MS = 10_000;

const inModal = (modal: ModalName) => `[data-modal="${modal}"]`;

/** The focusable element of a form field: its input, an editor's text box, or the visible twin of a hidden input (date pickers). */
function fieldElement(dialog: Element, field: string): HTMLElement | null {
  const named = dialog.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
  if (named && !(named instanceof HTMLInputElement && named.type === 'hidden')) return named;
  if (named) return named.parentElement?.querySelector<HTMLElement>('input:not([type="hidden"])') ?? null;
  return dialog.querySelector<HTMLElement>(`[data-editor-field="${CSS.escape(field)}"] [contenteditable="true"]`);
}

/** Brings forward the tab whose panel holds the element (panels stay mounted, hidden, so the element exists on every tab). */
function showTabOf(element: HTMLElement): void {
  const panel = element.closest<HTMLElement>('[role="tabpanel"]');
  if (!panel || panel.hasAttribute('data-selected')) return;
  document.querySelector<HTMLElement>(`[role="tab"][aria-controls="${CSS.escape(panel.id)}"]`)?.click();
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Once the modal that was just opened shows its form, selects the tab holding `field` and moves
 * focus into it. The form may arrive late (its record loads, its editors start), and Headless UI
 * places the dialog's first focus a frame after opening, so this waits for both; a founder who
 * starts typing or clicking elsewhere first is left alone.
 */
export function focusFormField(modal: ModalName, field: string): void {
  let isDone = false;
  const stop = () => {
    isDone = true;
    observer.disconnect();
    window.clearTimeout(giveUp);
    window.removeEventListener('pointerdown', stop, true);
  };
  const tryFocus = async () => {
    const dialog = document.querySelector(inModal(modal));
    const element = dialog && fieldElement(dialog, field);
    if (isDone || !dialog) return;
    if (!element) {
      // An editor not built yet (form-tabs.tsx builds them after the first paint) is built at once when its tab is chosen.
      const waitingEditor = dialog.querySelector<HTMLElement>(`[data-editor-field="${CSS.escape(field)}"]`);
      if (waitingEditor) showTabOf(waitingEditor);
      return;
    }
    stop();
    showTabOf(element);
    await nextFrame();
    await nextFrame();
    element.focus();
    element.scrollIntoView({ block: 'nearest' });
  };
  const observer = new MutationObserver(() => void tryFocus());
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['contenteditable'] });
  const giveUp = window.setTimeout(stop, GIVE_UP_MS);
  window.addEventListener('pointerdown', stop, true);
  void tryFocus();
}
