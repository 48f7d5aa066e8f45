import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import { BuildEditorLater } from './editor-registry';

export interface FormTab {
  label: string;
  /** The form fields on this tab: an error on one of them marks the tab and can bring it forward. */
  fields: readonly string[];
  content: ReactNode;
}

/**
 * Tabs inside a form. Panels stay mounted (hidden) so nothing typed on one tab is lost
 * on another; a tab holding an error is marked, and shown when the current one has none.
 * Its rich-text editors are built one by one just after the dialog's first paint, the shown tab's
 * first (a tab chosen before then builds its own at once), so the dialog shows without waiting
 * for them (issue 15); until then each stands in at its size (rich-text-preview.tsx).
 */
export function FormTabs<Values extends FieldValues>({ tabs, errors }: { tabs: readonly FormTab[]; errors: FieldErrors<Values> }) {
  const { t } = useTranslation();
  const [selectedIndex, setSelectedIndex] = useState(0);
  // Until a tab is chosen, every editor (the shown tab's first) is built just after the dialog's first paint.
  const [hasChosenTab, setHasChosenTab] = useState(false);
  const choose = (index: number) => {
    setSelectedIndex(index);
    setHasChosenTab(true);
  };
  const hasError = (tab: FormTab) => tab.fields.some((field) => errors[field] !== undefined);
  const errorKey = Object.keys(errors).sort().join(',');
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useScrollOverflow(listRef);

  useEffect(() => {
    // On a narrow sheet the chosen tab may sit past the edge of the strip: bring it in.
    listRef.current?.children[selectedIndex]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selectedIndex]);

  const shownErrorKeys = useRef<string[]>([]);
  useEffect(() => {
    const keys = errorKey === '' ? [] : errorKey.split(',');
    const hasNewError = keys.some((key) => !shownErrorKeys.current.includes(key));
    shownErrorKeys.current = keys;
    const current = tabs[selectedIndex];
    if (!hasNewError || (current && hasError(current))) return;
    const first = tabs.findIndex(hasError);
    if (first >= 0) choose(first);
    // Only a new error moves the tab (fixing a tab's last error stays there); the founder's own choice otherwise stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorKey]);

  return (
    <TabGroup selectedIndex={selectedIndex} onChange={choose}>
      {/* The strip scrolls sideways when its tabs do not fit; a fade and a chevron on the side with more say so. */}
      <div className="relative mb-5" data-tab-strip={overflow.before || overflow.after ? 'scrolls' : undefined}>
        <TabList
          ref={listRef}
          className="-mx-1 flex scroll-px-10 [scrollbar-width:none] gap-0.5 overflow-x-auto border-b border-zinc-200 px-1 dark:border-zinc-800"
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.label}
              data-has-error={hasError(tab) || undefined}
              className="relative -mb-px flex shrink-0 items-center gap-1.5 max-sm:min-h-11 border-b-2 border-transparent px-2 py-2 text-sm font-medium whitespace-nowrap text-zinc-500 hover:text-zinc-800 focus:outline-none data-focus:rounded-t-md data-focus:ring-2 data-focus:ring-brand-500 data-focus:ring-inset data-selected:border-brand-600 data-selected:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-200 dark:data-selected:border-brand-500 dark:data-selected:text-zinc-50"
            >
              {tab.label}
              {hasError(tab) && (
                <>
                  <span aria-hidden className="size-1.5 rounded-full bg-red-500" />
                  <span className="sr-only">{t('components.formTabs.hasErrors')}</span>
                </>
              )}
            </Tab>
          ))}
        </TabList>
        {overflow.before && (
          <span
            aria-hidden
            data-more-tabs="before"
            className="pointer-events-none absolute inset-y-0 start-0 flex w-10 items-center justify-start bg-linear-to-r from-white from-40% to-transparent text-zinc-500 rtl:bg-linear-to-l dark:from-zinc-900 dark:text-zinc-400"
          >
            <ChevronRight className="size-4 rotate-180 rtl:rotate-0" />
          </span>
        )}
        {overflow.after && (
          <span
            aria-hidden
            data-more-tabs="after"
            className="pointer-events-none absolute inset-y-0 end-0 flex w-10 items-center justify-end bg-linear-to-l from-white from-40% to-transparent text-zinc-500 rtl:bg-linear-to-r dark:from-zinc-900 dark:text-zinc-400"
          >
            <ChevronRight className="size-4 rtl:rotate-180" />
          </span>
        )}
      </div>
      {/* All panels share one grid cell, the unselected ones laid out but invisible: the modal keeps the tallest tab's height
          (an editor not built yet stands in at its size). */}
      <TabPanels className="grid grid-cols-1">
        {tabs.map((tab, index) => (
          <TabPanel
            key={tab.label}
            static
            tabIndex={-1}
            className="space-y-5 [grid-area:1/1] focus:outline-none not-data-selected:invisible"
          >
            <BuildEditorLater value={!hasChosenTab || index !== selectedIndex}>{tab.content}</BuildEditorLater>
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

/** Whether a sideways-scrolling strip hides content before (start side) or after (end side) what shows; both directions. */
function useScrollOverflow(ref: RefObject<HTMLElement | null>): { before: boolean; after: boolean } {
  const [overflow, setOverflow] = useState({ before: false, after: false });
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const measure = () => {
      // scrollLeft counts from the start side: positive left to right, negative right to left.
      const scrolled = Math.abs(strip.scrollLeft);
      const next = { before: scrolled > 1, after: scrolled + strip.clientWidth < strip.scrollWidth - 1 };
      setOverflow((current) => (current.before === next.before && current.after === next.after ? current : next));
    };
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => {
      strip.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return overflow;
}
