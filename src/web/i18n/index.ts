import i18next, { type i18n } from 'i18next';
import { directionOf, isLocale, LOCALES, type Locale } from '../../shared/i18n/locale';
import type { Catalog } from './catalog';
import { loadCatalog, type CatalogPart } from './load-catalog';

export const defaultNS = 'translation';

const identity = (message: string) => message;

/** The shared schemas' English messages (client-side validation) in the page's language; Arabic's download on first use. */
export function loadMessageTranslator(): Promise<(message: string) => string> {
  if (i18next.language !== 'ar') return Promise.resolve(identity);
  return import('./arabic-messages').then(
    ({ translateToArabic }) => translateToArabic,
    () => identity,
  );
}

/** One of the shared schemas' English messages in the page's language. */
export async function translateMessage(message: string): Promise<string> {
  return (await loadMessageTranslator())(message);
}

/** The language the server chose for this page (`<html lang>`; on the server, the one it renders in); English when it names none of ours. */
export function pageLocale(): Locale {
  const lang = globalThis.document?.documentElement.lang ?? i18next.language;
  return isLocale(lang) ? lang : 'en';
}

// <html lang dir> follows the language, so the Arabic catalog flips the layout with no CSS change.
function applyDirection(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** The parts besides the shell asked for: a change of language brings them in the new language too. */
const addedParts = new Set<CatalogPart>();

let markStarted = () => {};
/** Resolves once startI18n has run: resources can only be added to a started i18next. */
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** Loads the page's language's shell catalog and starts i18next with it; the app renders after this. */
export async function startI18n(locale: Locale, catalog: Promise<Catalog> = loadCatalog(locale)): Promise<void> {
  // A catalog that cannot download still leaves a page (keys for texts) with its own Retry, not a skeleton forever.
  const translation = await catalog.catch((error: unknown): Catalog => {
    console.error(`The ${locale} catalog could not load`, error);
    return {};
  });
  await i18next.init({
    lng: locale,
    fallbackLng: false, // each page holds one language; a missing key shows as its key, never as another language
    resources: { [locale]: { translation } },
    interpolation: { escapeValue: false }, // React escapes already
  });
  applyDirection(locale);
  markStarted();
}

const CATALOG_PARTS: CatalogPart[] = ['shell', 'forms', 'modals', 'account', 'applications', 'overview'];

/**
 * On the server (entry-server.tsx): every part of both languages, so any first screen renders in either, each
 * with an instance of its own (`serverI18nIn`). Never changed after this.
 */
export async function startServerI18n(): Promise<void> {
  const catalogs = await Promise.all(
    LOCALES.map(async (locale) => ({ locale, parts: await Promise.all(CATALOG_PARTS.map((part) => loadCatalog(locale, part))) })),
  );
  await i18next.init({ lng: 'en', fallbackLng: false, resources: {}, interpolation: { escapeValue: false }, initAsync: false });
  for (const { locale, parts } of catalogs) for (const part of parts) i18next.addResourceBundle(locale, defaultNS, part, true, true);
  markStarted();
}

/**
 * On the server, an i18next for one render in `locale`: its language is its own, its catalogs are the ones
 * startServerI18n loaded (shared, read only). Throws if it would not be in `locale` at once.
 */
export function serverI18nIn(locale: Locale): i18n {
  const instance = i18next.cloneInstance({ lng: locale, initAsync: false });
  if (instance.language !== locale) throw new Error(`i18next did not start in ${locale} synchronously`);
  return instance;
}

async function addCatalogPart(locale: Locale, part: CatalogPart): Promise<void> {
  const catalog = loadCatalog(locale, part); // downloads while i18next may still be starting
  await started;
  i18next.addResourceBundle(locale, defaultNS, await catalog, true, true);
}

/** The texts of the login and register forms and of the modals: awaited before any of them renders. */
export async function loadFormTexts(): Promise<void> {
  addedParts.add('forms');
  await addCatalogPart(pageLocale(), 'forms');
}

/** What only the dashboard's modals show: awaited, with the forms' texts, before any modal renders. */
export async function loadModalTexts(): Promise<void> {
  addedParts.add('modals');
  await addCatalogPart(pageLocale(), 'modals');
}

/** The forgotten-password and account settings pages' texts. */
export async function loadAccountTexts(): Promise<void> {
  addedParts.add('account');
  await addCatalogPart(pageLocale(), 'account');
}

/** What only the overview's panels show: awaited with their chunk. */
export async function loadOverviewTexts(): Promise<void> {
  addedParts.add('overview');
  await addCatalogPart(pageLocale(), 'overview');
}

/** The applications pages' texts (DESIGN §13). */
export async function loadApplicationTexts(): Promise<void> {
  addedParts.add('applications');
  await addCatalogPart(pageLocale(), 'applications');
}

/** Shows the app in `locale` without a reload (state, and anything typed, stays). */
export async function changeLocale(locale: Locale): Promise<void> {
  if (i18next.language === locale) return;
  await Promise.all([addCatalogPart(locale, 'shell'), ...[...addedParts].map((part) => addCatalogPart(locale, part))]);
  applyDirection(locale);
  await i18next.changeLanguage(locale);
}

export { i18next };
