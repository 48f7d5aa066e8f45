import { QueryClient } from '@tanstack/react-query';

/** The dashboard's cache of saved records (the login page does not load React Query). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
