import { useQuery } from '@tanstack/react-query';
import { fetchSession } from './api-client';

export const sessionQueryKey = ['session'] as const;

export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: Infinity, retry: 1 });
}
