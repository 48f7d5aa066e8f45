import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import type { ResourcePaths } from '../../shared/fields';
import { rememberEtag } from './resource';

export interface SaveRequest<Payload> {
  payload: Payload;
  /** The ETag of the record the form was based on: a save over someone else's newer one gets 412. */
  ifMatch: string | null;
}

/** Saves a record; the answer is the record as GET returns it, so cards update without a reload. */
export function useSaveResource<Data, Payload>(paths: ResourcePaths) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, ifMatch }: SaveRequest<Payload>) => api<Data>('POST', paths.save, payload, ifMatch ?? undefined),
    onSuccess: ({ data, etag }) => {
      rememberEtag(paths.get, etag);
      queryClient.setQueryData([paths.get], data);
    },
  });
}
