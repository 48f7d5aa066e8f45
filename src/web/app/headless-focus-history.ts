import '@headlessui/react';

// Headless UI returns focus to the last element it saw focused, and it only starts watching when
// its code runs: after the first opener (a modal's or the drawer's) took focus. Focusing that
// opener again lets it see it. Imported by each lazily loaded dialog; runs once, with the first (never on the server).
const opener = globalThis.document?.activeElement;
if (opener && opener instanceof HTMLElement && opener !== document.body) {
  opener.blur();
  opener.focus({ preventScroll: true });
}
