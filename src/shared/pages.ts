/** The web app's page paths: the server answers any other page path with 404 (and the app's not-found page). */
export const PAGE_PATHS = {
  root: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** DESIGN §8: the link mailed to a new email address (token in the fragment) makes the change. */
  confirmEmail: '/confirm-email',
  account: '/account',
  /** DESIGN §8: accept an invitation (token in the fragment), and start a new startup after a removal. */
  invite: '/invite',
  newStartup: '/new-startup',
  overview: '/dashboard',
  profile: '/profile',
  startup: '/startup',
  /** DESIGN §13: the applications list; one application is `applicationPagePath(id)`. */
  applications: '/applications',
} as const;

/** One application's page, deep-linkable: `/applications/<id>`. */
export function applicationPagePath(id: string): string {
  return `${PAGE_PATHS.applications}/${encodeURIComponent(id)}`;
}

/** The application id of an application page's path, or null for any other path. */
export function applicationIdOf(pathname: string): string | null {
  const match = /^\/applications\/([^/]+)$/.exec(normalizePagePath(pathname));
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(PAGE_PATHS));

/** A path without its trailing slashes (`/profile/` is `/profile`); `/` stays `/`. */
export function normalizePagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function isKnownPagePath(pathname: string): boolean {
  return KNOWN_PATHS.has(normalizePagePath(pathname)) || applicationIdOf(pathname) !== null;
}
