import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_FIELD, type Founder, type FounderInput, type FounderPayload } from '../../../shared/founders';
import { FOUNDERS_PATHS } from '../../../shared/resources';
import { api } from '../../lib/api-client';
import type { SaveRequest } from '../../lib/save-resource';
import { foundersKey } from './use-founders';

// Apart from use-founders.ts: react-query's mutation code then loads with the modals, not with the card.
/** Adds (no id) or updates (POST with `_method=PUT`) one founder with the photo chosen, if any; the list reloads after. */
export function useSaveFounder(founderId: string | null, avatar: File | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload }: SaveRequest<FounderInput>) => {
      const body = new FormData();
      // What the form's resolver gives: every field a string.
      for (const [field, value] of Object.entries(payload as FounderPayload)) body.append(field, value);
      if (avatar) {
        body.append(AVATAR_FIELD, avatar);
        body.append('avatar_filename', avatar.name);
      }
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
