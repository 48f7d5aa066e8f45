import { useQuery } from '@tanstack/react-query';
import { fetchSession } from './api-client';
import { useLoadedSession } from './startup-session';

export const sessionQueryKey = ['session'] as const;

/** The logged-in founder inside the dashboard; starts from the session the page was chosen with. */
export function useSession() {
  const loaded = useLoadedSession();
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: Infinity, retry: 1, initialData: loaded });
}
