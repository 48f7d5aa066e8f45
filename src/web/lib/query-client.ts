import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';

/** A cache of saved records (the login page does not load React Query). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
}

/** The browser's one cache, for the page's life. */
let browserQueryClient: QueryClient | undefined;

/** The dashboard's cache: the one a server render brings for its request alone (entry-server.tsx), else the browser's. */
export function useDashboardQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? (browserQueryClient ??= createQueryClient());
}
