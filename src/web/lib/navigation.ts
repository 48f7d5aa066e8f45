import { serverPage } from './server-page';

/** SPEC §2: the dashboard moves between pages by full page load. */
export function goTo(path: string): void {
  window.location.assign(path);
}

export function currentPath(): string {
  const path = serverPage()?.path ?? window.location.pathname;
  return path.replace(/\/+$/, '') || '/';
}
