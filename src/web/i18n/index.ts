import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const defaultNS = 'translation';

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false }, // React escapes already
});

// <html dir> follows the language, so an Arabic catalog flips the layout with no CSS change.
function applyDirection(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}
applyDirection(i18next.language);
i18next.on('languageChanged', applyDirection);

export { i18next };
