import type { Plugin } from 'vite';

/**
 * The dashboard's first-page code in one chunk (issue 15). Left alone, Rolldown splits what the
 * dashboard shares with the modals and logged-in pages into ~18 small chunks, each a request and
 * compressed on its own (~3 KiB more gzipped than the same code in one file). This groups every
 * module the dashboard page loads statically, except those a logged-out page loads too (the entry
 * and the auth and invitation pages keep theirs, so they never download the dashboard's code).
 */
const DASHBOARD_PAGE = 'features/dashboard/pages.tsx';
const LOGGED_OUT_PAGES = [
  'main.tsx',
  'features/auth/login-page.tsx',
  'features/auth/register-page.tsx',
  'features/auth/forgot-password-page.tsx',
  'features/auth/reset-password-page.tsx',
  'features/invitations/invite-page.tsx',
];

export function dashboardChunk(webRoot: string) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'dashboard-chunk',
    buildEnd() {
      const closure = (id: string, seen: Set<string>): Set<string> => {
        if (seen.has(id)) return seen;
        seen.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) closure(imported, seen);
        return seen;
      };
      const loggedOut = new Set<string>();
      for (const page of LOGGED_OUT_PAGES) closure(`${webRoot}/${page}`, loggedOut);
      modules.clear();
      // The page itself stays the lazy chunk app.tsx imports; the group is what it imports.
      for (const id of closure(`${webRoot}/${DASHBOARD_PAGE}`, new Set())) {
        if (!loggedOut.has(id) && !id.endsWith(DASHBOARD_PAGE)) modules.add(id);
      }
    },
  };
  // Dependencies stay where Rolldown puts them: React, i18next and the icons the login page shares.
  const group = { name: 'dashboard', test: (id: string) => modules.has(id), includeDependenciesRecursively: false };
  return { plugin, group };
}
