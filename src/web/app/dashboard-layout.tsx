import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FlashMessage } from './flash-message';
import { ModalHost } from './modal-host';
import { Sidebar } from './sidebar';
import { queryClient } from '../lib/query-client';
import { useStoredState } from '../lib/use-stored-state';

const SIDEBAR_KEY = 'sidebar-open';

/** The dashboard's pages: sidebar, heading, content and the modal host, on the dashboard's React Query cache. */
export function DashboardLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const [isSidebarOpen, setIsSidebarOpen] = useStoredState(SIDEBAR_KEY, () => window.innerWidth >= 1024);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen">
        <Sidebar isOpen={isSidebarOpen} onToggle={() => setIsSidebarOpen(!isSidebarOpen)} />
        <main className="min-w-0 flex-1 px-6 py-8 lg:px-10">
          <div className="mx-auto max-w-5xl">
            <FlashMessage />
            <header className="mb-8">
              <h1 className="text-2xl font-semibold tracking-tight" dir="auto">{title}</h1>
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
