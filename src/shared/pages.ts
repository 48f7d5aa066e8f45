/** The web app's page paths: the server answers any other page path with 404 (and the app's not-found page). */
export const PAGE_PATHS = {
  root: '/',
  login: '/login',
  register: '/register',
  overview: '/dashboard',
  profile: '/profile',
  startup: '/startup',
} as const;

const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(PAGE_PATHS));

/** A path without its trailing slashes (`/profile/` is `/profile`); `/` stays `/`. */
export function normalizePagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function isKnownPagePath(pathname: string): boolean {
  return KNOWN_PATHS.has(normalizePagePath(pathname));
}
