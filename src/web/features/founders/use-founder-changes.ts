import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Founder } from '../../../shared/founders';
import { FOUNDERS_PATHS } from '../../../shared/resources';
import { api } from '../../lib/api-client';
import { foundersKey } from './use-founders';

// Apart from use-founders.ts: react-query's mutation code then loads with the modals, not with the card.
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
