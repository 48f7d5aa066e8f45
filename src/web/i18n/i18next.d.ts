import 'i18next';
import type { en } from './en';
import type { enForms } from './en-forms';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Both parts of the catalog, merged at run time (load-catalog.ts).
    resources: { translation: typeof en & typeof enForms };
  }
}
