import { Pencil, Plus } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { EmptySectionContext } from '../components/empty-section';
import type { Section } from './sections';
import { preloadable } from './preloadable';
import { useReveal } from './use-reveal';

// Loaded after the first paint: the line is a detail, and the first page's JavaScript budget is tight.
const LastEdited = preloadable(() => import('./last-edited').then((module) => module.default));

/** A section of the dashboard: what is saved (or an empty state) and the button that edits it. */
export function SectionCard({ section, children }: { section: Section; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useReveal<HTMLElement>();
  const Icon = section.icon;
  const title = t(section.titleKey);
  // The summary says when nothing is saved: the button then adds, and it is the card's one call to action.
  const [isEmpty, setIsEmpty] = useState(false);
  const action = isEmpty ? t('common.add') : t('common.edit');
  const ActionIcon = isEmpty ? Plus : Pencil;
  return (
    <section
      ref={ref}
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      // Focusable from script only: a sidebar sub-link moves focus to the card it names (section-focus.ts).
      tabIndex={-1}
      className="reveal min-w-0 scroll-mt-20 rounded-xl border lg:scroll-mt-6 border-zinc-200 bg-white shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
    >
      <header className="flex items-start gap-3 p-4 sm:p-5">
        <span className="shrink-0 rounded-lg bg-zinc-100 p-2 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
          <Icon aria-hidden className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${section.id}-title`} className="text-sm font-semibold [overflow-wrap:anywhere]">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{t(section.descriptionKey)}</p>
        </div>
        <button
          type="button"
          data-modal-target={section.modal}
          aria-label={`${action}: ${title}`}
          data-section-action={isEmpty ? 'add' : 'edit'}
          className={`inline-flex shrink-0 items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm font-medium max-sm:min-h-11 shadow-xs ${
            isEmpty
              ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700 dark:border-brand-500 dark:bg-brand-600 dark:hover:bg-brand-500'
              : 'border-zinc-300 text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800'
          }`}
        >
          <ActionIcon aria-hidden className="size-3.5" />
          {action}
        </button>
      </header>
      <div className="min-w-0 border-t border-zinc-100 px-4 py-4 text-sm sm:px-5 dark:border-zinc-800">
        <EmptySectionContext.Provider value={setIsEmpty}>{children}</EmptySectionContext.Provider>
      </div>
      {section.sharedRecord && (
        <Suspense fallback={null}>
          <LastEdited paths={section.sharedRecord} />
        </Suspense>
      )}
    </section>
  );
}
