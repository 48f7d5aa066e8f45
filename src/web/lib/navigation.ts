/** SPEC §2: the dashboard moves between pages by full page load. */
export function goTo(path: string): void {
  window.location.assign(path);
}

/** The browser's page; a render reads the page it renders with useCurrentPath (startup-session.ts). */
export function currentPath(): string {
  return window.location.pathname.replace(/\/+$/, '') || '/';
}
