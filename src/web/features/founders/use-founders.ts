import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Founder } from '../../../shared/founders';
import { FOUNDERS_PATHS } from '../../../shared/resources';
import { api } from '../../lib/api-client';

const foundersKey = [FOUNDERS_PATHS.list];

/** The team, the current user first (the server's order), cached under its GET path. */
export function useFounders() {
  return useQuery({
    queryKey: foundersKey,
    queryFn: async () => (await api<Founder[]>('GET', FOUNDERS_PATHS.list)).data,
  });
}

/** Adds (no id) or updates (POST with `_method=PUT`) one founder; the list reloads after. */
export function useSaveFounder(founderId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => {
      if (founderId) body.set('_method', 'PUT');
      return api<Founder>('POST', founderId ? FOUNDERS_PATHS.founder(founderId) : FOUNDERS_PATHS.create, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foundersKey }),
  });
}

export function useRemoveFounder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string }>('DELETE', FOUNDERS_PATHS.founder(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: foundersKey }),
  });
}

export function founderName(founder: Pick<Founder, 'first_name' | 'last_name'>): string {
  return `${founder.first_name} ${founder.last_name}`.trim();
}
