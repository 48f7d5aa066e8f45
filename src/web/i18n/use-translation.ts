import i18next from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

/*
 * The one hook the app needs from react-i18next, in a few lines (issue 15: react-i18next's
 * hook, provider and HTML-in-text machinery cost every first page ~2.5 KiB gzipped). The app
 * renders only after startI18n (i18n/index.ts) and awaits each catalog part before the screen
 * that shows it, so there is no loading state to suspend on; a change of language re-renders
 * every user of the hook with a `t` of the new language, as react-i18next does.
 */

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

const currentLanguage = () => i18next.language;

/** `t` in the page's language (typed by the catalog: i18next.d.ts) and the i18next instance. */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: i18next.getFixedT(language), i18n: i18next }), [language]);
}
