import i18next, { type i18n, type TFunction } from 'i18next';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

/*
 * The one hook the app needs from react-i18next, in a few lines (issue 15: react-i18next's
 * hook, provider and HTML-in-text machinery cost every first page ~2.5 KiB gzipped). The app
 * renders only after startI18n (i18n/index.ts) and awaits each catalog part before the screen
 * that shows it, so there is no loading state to suspend on; a change of language re-renders
 * every user of the hook with a `t` of the new language, as react-i18next does.
 */

/** The i18next a tree renders with: the browser's one, or the one a server render brings for its request (entry-server.tsx). */
export const I18nContext = createContext<i18n>(i18next);

/**
 * i18next resolves a key anew on every call (separators, plurals, nesting, interpolation): a modal's form asks for
 * a few hundred texts as it opens (issue 15). A text asked for without options is the same every time in one
 * language, so each is looked up once. Only texts found are kept: a key whose catalog part has not arrived yet is
 * asked again next time. Catalogs only ever gain parts, never change a text (but i18next started again may hold others).
 */
const translators = new WeakMap<i18n, Map<string, TFunction>>();
i18next.on('initialized', () => translators.delete(i18next));

function translatorFor(instance: i18n, language: string): TFunction {
  let byLanguage = translators.get(instance);
  if (!byLanguage) translators.set(instance, (byLanguage = new Map()));
  let translator = byLanguage.get(language);
  if (!translator) {
    // Untyped inside: the catalog's key types (i18next.d.ts) hold for the callers, through the TFunction returned.
    const t = instance.getFixedT(language) as unknown as (...args: unknown[]) => string;
    const texts = new Map<string, string>();
    const remembering = (...args: unknown[]) => {
      const [key] = args;
      if (args.length > 1 || typeof key !== 'string') return t(...args);
      let text = texts.get(key);
      if (text === undefined) {
        text = t(key);
        if (text !== key) texts.set(key, text);
      }
      return text;
    };
    translator = remembering as unknown as TFunction;
    byLanguage.set(language, translator);
  }
  return translator;
}

/** `t` in the page's language (typed by the catalog: i18next.d.ts) and the i18next instance. */
export function useTranslation() {
  const instance = useContext(I18nContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    },
    [instance],
  );
  const currentLanguage = () => instance.language;
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: translatorFor(instance, language), i18n: instance }), [instance, language]);
}
