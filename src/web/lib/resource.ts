import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

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

/** Saves a record; the answer is the record as GET returns it, so cards update without a reload. */
export function useSaveResource<Data, Payload>(paths: ResourcePaths) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Payload) => api<Data>('POST', paths.save, payload),
    onSuccess: ({ data }) => queryClient.setQueryData([paths.get], data),
  });
}
