import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import type { ResourcePaths } from './resource';

/** Saves a record; the answer is the record as GET returns it, so cards update without a reload. */
export function useSaveResource<Data, Payload>(paths: ResourcePaths) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Payload) => api<Data>('POST', paths.save, payload),
    onSuccess: ({ data }) => queryClient.setQueryData([paths.get], data),
  });
}
