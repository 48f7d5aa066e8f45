import { Tab, TabList } from '@headlessui/react';
import { useTranslation } from '../../i18n/use-translation';

const tabClass =
  '-mb-px border-b-2 px-1 pb-2.5 text-sm font-medium text-zinc-500 outline-none max-sm:min-h-11 hover:text-zinc-800 focus-visible:ring-2 focus-visible:ring-brand-500/40 data-selected:border-brand-600 data-selected:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100 dark:data-selected:border-brand-500 dark:data-selected:text-zinc-50 border-transparent';

/** The founder form's two tabs; a red dot tells which one holds an error. */
export function FounderTabs({ publicHasError, extraHasError }: { publicHasError: boolean; extraHasError: boolean }) {
  const { t } = useTranslation();
  const marker = (hasError: boolean) =>
    hasError && (
      <span className="ms-1.5 inline-block size-1.5 rounded-full bg-red-500 align-middle" role="img" aria-label={t('founders.tabs.hasErrors')} />
    );
  return (
    <TabList className="mb-5 flex gap-6 border-b border-zinc-200 dark:border-zinc-800">
      <Tab className={tabClass}>
        {t('founders.tabs.public')}
        {marker(publicHasError)}
      </Tab>
      <Tab className={tabClass}>
        {t('founders.tabs.extra')}
        {marker(extraHasError)}
      </Tab>
    </TabList>
  );
}
