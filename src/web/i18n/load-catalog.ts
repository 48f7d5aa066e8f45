import type { Locale } from '../../shared/i18n/locale';
import type { Catalog } from './catalog';

/**
 * Each language's catalog comes in chunks, all fetched with import() so none sits in the
 * entry: `shell`, what the dashboard's pages and cards show, `forms`, the texts of the login
 * and register forms and what every form shares, fetched with the first of those (i18n/index.ts),
 * `modals`, what only the dashboard's modals show (fetched with the first modal, or when the
 * dashboard is idle: app/idle-prefetch.ts), and
 * `account`, the forgotten-password and account settings pages' own, and the team's (the invitation
 * and new-startup pages, and what the founders and personal details modals add), and `applications`, the
 * applications pages' own (DESIGN §13), and `overview`, what only the overview's panels show.
 */
export type CatalogPart = 'shell' | 'forms' | 'modals' | 'account' | 'applications' | 'overview';

const loaders: Record<Locale, Record<CatalogPart, () => Promise<Catalog>>> = {
  en: {
    shell: () => import('./en').then(({ en }) => en),
    forms: () => import('./en-forms').then(({ enForms }) => enForms),
    modals: () => import('./en-modals').then(({ enModals }) => enModals),
    account: () => import('./en-account').then(({ enAccount }) => enAccount),
    applications: () => import('./en-applications').then(({ enApplications }) => enApplications),
    overview: () => import('./en-overview').then(({ enOverview }) => enOverview),
  },
  ar: {
    shell: () => import('./arabic').then(({ arabic }) => arabic),
    forms: () => import('./ar-forms').then(({ arForms }) => arForms),
    modals: () => import('./ar-modals').then(({ arModals }) => arModals),
    account: () => import('./ar-account').then(({ arAccount }) => arAccount),
    applications: () => import('./ar-applications').then(({ arApplications }) => arApplications),
    overview: () => import('./ar-overview').then(({ arOverview }) => arOverview),
  },
};

const loading = new Map<string, Promise<Catalog>>();

/** One part of `locale`'s catalog, downloaded once; a failed download is tried again on the next call. */
export function loadCatalog(locale: Locale, part: CatalogPart = 'shell'): Promise<Catalog> {
  const key = `${locale}:${part}`;
  let catalog = loading.get(key);
  if (!catalog) {
    catalog = loaders[locale][part]();
    catalog.catch(() => loading.delete(key));
    loading.set(key, catalog);
  }
  return catalog;
}
