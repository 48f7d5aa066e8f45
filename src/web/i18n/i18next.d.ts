import 'i18next';
import type { en } from './en';
import type { enAccount } from './en-account';
import type { enApplications } from './en-applications';
import type { enForms } from './en-forms';
import type { enOverview } from './en-overview';
import type { enModals } from './en-modals';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Every part of the catalog, merged at run time (load-catalog.ts).
    resources: { translation: typeof en & typeof enForms & typeof enModals & typeof enAccount & typeof enApplications & typeof enOverview };
  }
}
