import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer } from './api-client';
import type { ResourcePaths } from '../../shared/fields';
import { rememberEtag } from './resource';

export interface SaveRequest<Payload> {
  payload: Payload;
  /** The ETag of the record the form was based on: a save over someone else's newer one gets 412. */
  ifMatch: string | null;
}

/** Saves a record through its normal route; the answer is the record as GET returns it, cached so cards update without a reload. */
export async function saveRecord<Data, Payload>(
  queryClient: QueryClient,
  paths: ResourcePaths,
  { payload, ifMatch }: SaveRequest<Payload>,
): Promise<ApiAnswer<Data>> {
  const answer = await api<Data>('POST', paths.save, payload, ifMatch ?? undefined);
  rememberEtag(paths.get, answer.etag);
  queryClient.setQueryData([paths.get], answer.data);
  return answer;
}

/** A form's save of one record. */
export function useSaveResource<Data, Payload>(paths: ResourcePaths) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest<Payload>) => saveRecord<Data, Payload>(queryClient, paths, request),
  });
}
