import { useQuery } from '@tanstack/react-query';
import type { ResourcePaths } from '../../shared/fields';
import { api } from './api-client';
import { useInlinedData } from './startup-session';

// Saving lives in save-resource.ts: react-query's mutation code then loads with the modals, not with the cards.

/** The ETag of the last read or save of each shared record (DESIGN §9), by its GET path. */
const etags = new Map<string, string>();

export function recordEtag(path: string): string | null {
  return etags.get(path) ?? null;
}

export function rememberEtag(path: string, etag: string | null): void {
  if (etag) etags.set(path, etag);
}

/**
 * One saved record (contact details, startup brief…), cached under its GET path; its ETag is kept beside it.
 * `refetchOnMount: false` for a reader that shows what another one on the page already read.
 */
export function useResource<Data>(paths: ResourcePaths, { refetchOnMount = true } = {}) {
  const inlined = useInlinedData<Data>(paths.get);
  return useQuery({
    queryKey: [paths.get],
    refetchOnMount,
    // The page's inlined answer: shown from the first render; the mount's read then takes that same answer, no request.
    initialData: inlined,
    queryFn: async () => {
      const answer = await api<Data>('GET', paths.get);
      rememberEtag(paths.get, answer.etag);
      return answer.data;
    },
  });
}
