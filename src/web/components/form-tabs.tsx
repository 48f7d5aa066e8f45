import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface FormTab {
  label: string;
  /** The form fields on this tab: an error on one of them marks the tab and can bring it forward. */
  fields: readonly string[];
  content: ReactNode;
}

/**
 * Tabs inside a form. Panels stay mounted (hidden) so nothing typed on one tab is lost
 * on another; a tab holding an error is marked, and shown when the current one has none.
 */
export function FormTabs<Values extends FieldValues>({ tabs, errors }: { tabs: readonly FormTab[]; errors: FieldErrors<Values> }) {
  const { t } = useTranslation();
  const [selectedIndex, setSelectedIndex] = useState(0);
  const hasError = (tab: FormTab) => tab.fields.some((field) => errors[field] !== undefined);
  const errorKey = Object.keys(errors).sort().join(',');

  useEffect(() => {
    const current = tabs[selectedIndex];
    if (errorKey === '' || (current && hasError(current))) return;
    const first = tabs.findIndex(hasError);
    if (first >= 0) setSelectedIndex(first);
    // Only a new set of errors moves the tab; the founder's own choice otherwise stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorKey]);

  return (
    <TabGroup selectedIndex={selectedIndex} onChange={setSelectedIndex}>
      <TabList className="-mx-1 mb-5 flex gap-0.5 overflow-x-auto border-b border-zinc-200 px-1 dark:border-zinc-800">
        {tabs.map((tab) => (
          <Tab
            key={tab.label}
            data-has-error={hasError(tab) || undefined}
            className="relative -mb-px flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-2 py-2 text-sm font-medium whitespace-nowrap text-zinc-500 hover:text-zinc-800 focus:outline-none data-focus:rounded-t-md data-focus:ring-2 data-focus:ring-brand-500 data-focus:ring-inset data-selected:border-brand-600 data-selected:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-200 dark:data-selected:border-brand-500 dark:data-selected:text-zinc-50"
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
      {/* All panels share one grid cell, the unselected ones laid out but invisible: the modal keeps the tallest tab's height. */}
      <TabPanels className="grid">
        {tabs.map((tab) => (
          <TabPanel key={tab.label} static tabIndex={-1} className="space-y-5 [grid-area:1/1] focus:outline-none not-data-selected:invisible">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
