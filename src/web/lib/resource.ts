import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// Saving lives in save-resource.ts: react-query's mutation code then loads with the modals, not with the cards.
export interface ResourcePaths {
  get: string;
  save: string;
}

/** One saved record (contact details, startup brief…), cached under its GET path. */
export function useResource<Data>(paths: ResourcePaths) {
  return useQuery({
    queryKey: [paths.get],
    queryFn: async () => (await api<Data>('GET', paths.get)).data,
  });
}
