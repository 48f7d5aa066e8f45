import type { Locale } from '../../shared/i18n/locale';
import type { Catalog } from './catalog';

/**
 * Each language's catalog comes in chunks, all fetched with import() so none sits in the
 * entry: `shell`, what the dashboard's pages and cards show, `forms`, the texts of the login
 * and register forms and of every modal, fetched with the first of those (i18n/index.ts), and
 * `account`, the forgotten-password and account settings pages' own, and the team's (the invitation
 * and new-startup pages, and what the founders and personal details modals add).
 */
export type CatalogPart = 'shell' | 'forms' | 'account';

const loaders: Record<Locale, Record<CatalogPart, () => Promise<Catalog>>> = {
  en: {
    shell: () => import('./en').then(({ en }) => en),
    forms: () => import('./en-forms').then(({ enForms }) => enForms),
    account: () => import('./en-account').then(({ enAccount }) => enAccount),
  },
  ar: {
    shell: () => import('./arabic').then(({ arabic }) => arabic),
    forms: () => import('./ar-forms').then(({ arForms }) => arForms),
    account: () => import('./ar-account').then(({ arAccount }) => arAccount),
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
