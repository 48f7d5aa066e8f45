import { useQuery } from '@tanstack/react-query';
import type { Founder } from '../../../shared/founders';
import { FOUNDERS_PATHS } from '../../../shared/resources';
import { api } from '../../lib/api-client';
import { useInlinedData } from '../../lib/startup-session';

/** The team's cache key; changes (use-founder-changes.ts) reload it. */
export const foundersKey = [FOUNDERS_PATHS.list];

/** The team, the current user first (the server's order), cached under its GET path. */
export function useFounders() {
  const inlined = useInlinedData<Founder[]>(FOUNDERS_PATHS.list);
  return useQuery({
    queryKey: foundersKey,
    initialData: inlined,
    queryFn: async () => (await api<Founder[]>('GET', FOUNDERS_PATHS.list)).data,
  });
}
