import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { FlashMessage } from './flash-message';
import { ModalHost } from './modal-host';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useDashboardQueryClient } from '../lib/query-client';
import { useMediaQuery } from '../lib/use-media-query';
import { useStoredState } from '../lib/use-stored-state';

const SIDEBAR_KEY = 'sidebar-open';
// The one breakpoint in script: Tailwind's lg (64rem), which the CSS, the markup's lg: variants and index.html's
// skeleton use. The sidebar from here up, the top bar and its drawer below.
const WIDE_SCREEN = '(min-width: 64rem)';

/** The dashboard's pages: sidebar or top bar, heading, content and the modal host, on the dashboard's React Query cache. */
export function DashboardLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useDashboardQueryClient();
  const [isSidebarOpen, setIsSidebarOpen] = useStoredState(SIDEBAR_KEY, () => globalThis.matchMedia?.(WIDE_SCREEN).matches ?? true);
  const isWideScreen = useMediaQuery(WIDE_SCREEN);
  // Server-rendered (and while hydrating) the screen's width and the stored sidebar are unknown, so every variant is
  // in the markup and CSS shows the one pre-hydration.js chose (data-sidebar-closed) before any script. Then a wide
  // screen keeps the sidebar that was shown (open or closed), and a narrow one the top bar.
  const isHydrating = isWideScreen === undefined;
  const [sidebarShownFirst] = useState(isSidebarOpen);
  const keepsSidebar = (openVariant: boolean) => isHydrating || (isWideScreen && openVariant === sidebarShownFirst);
  const toggleSidebar = () => setIsSidebarOpen(!isSidebarOpen);
  return (
    <QueryClientProvider client={queryClient}>
      {/* The shell's first tab stop: above the page until focused, it jumps past the navigation to the page's content. */}
      <a
        href="#main"
        className="fixed start-3 top-3 z-[60] -translate-y-20 rounded-lg bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow-lg ring-1 ring-zinc-200 focus:translate-y-0 dark:bg-zinc-900 dark:text-brand-100 dark:ring-zinc-700"
      >
        {t('shell.skipToContent')}
      </a>
      <div className="min-h-screen lg:flex">
        {/* Each navigation keeps its place in the tree from the server's markup on, so the switch to this
            screen's one after hydration remounts nothing: a tap or press made while it happens still counts. */}
        {keepsSidebar(true) && (
          <div className={isHydrating ? 'hidden lg:contents lg:in-data-sidebar-closed:hidden' : 'contents'}>
            <Sidebar isOpen={isHydrating || isSidebarOpen} onToggle={toggleSidebar} />
          </div>
        )}
        {keepsSidebar(false) && (
          <div className={isHydrating ? 'hidden lg:in-data-sidebar-closed:contents' : 'contents'}>
            <Sidebar isOpen={!isHydrating && isSidebarOpen} onToggle={toggleSidebar} />
          </div>
        )}
        {!isWideScreen && (
          <div className="contents lg:hidden">
            <TopBar />
          </div>
        )}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-8 lg:px-10">
          <div className="mx-auto max-w-5xl">
            <FlashMessage />
            <header className="mb-8">
              <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]" dir="auto">
                {title}
              </h1>
              <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{subtitle}</p>
            </header>
            {children}
          </div>
        </main>
        <ModalHost />
      </div>
    </QueryClientProvider>
  );
}
